import { createHmac } from 'node:crypto';
import type { Db } from '../db/open-database';
import type { SessionTable } from '../db/schema';
import { randomToken, sha256Hex, toCrockford } from '../auth/secrets';
import { deleteSession } from './sessions';

/**
 * How long after a rotation the token it replaced still answers with its successor: two tabs refreshing one
 * token at once must not end the session (docs/security.md "Concurrent refreshes"). Past this, presenting it is reuse.
 */
export const ROTATION_GRACE_MS = 10_000;

/**
 * The token that follows `token` in a session's chain: HMAC of it under the session's own secret, 45 Crockford
 * base32 characters like every refresh token. Deterministic, so concurrent refreshes of one token agree on the
 * next; keyed, so whoever holds an old token cannot compute the current one.
 */
function successor(secret: string, token: string): string {
  return toCrockford(createHmac('sha256', secret).update(token).digest(), 45);
}

/** The session's chain secret, made at its first rotation (concurrent first rotations agree on one); undefined once the session is gone. */
async function chainSecret(db: Db, session: SessionTable): Promise<string | undefined> {
  if (session.rotation_secret) return session.rotation_secret;
  await db
    .updateTable('sessions')
    .set({ rotation_secret: randomToken(45) })
    .where('id', '=', session.id)
    .where('rotation_secret', 'is', null)
    .execute();
  const row = await db.selectFrom('sessions').select('rotation_secret').where('id', '=', session.id).executeTakeFirst();
  return row?.rotation_secret ?? undefined;
}

/**
 * Replaces a session's refresh token with its successor and keeps the old one's hash as retired (RFC 9700
 * §4.14.2). Returns the new token (when a concurrent refresh rotated the same token first, the same successor), or
 * undefined when the session ended meanwhile.
 */
export async function rotateRefreshToken(db: Db, session: SessionTable, token: string, now: number): Promise<string | undefined> {
  const secret = await chainSecret(db, session);
  if (!secret) return undefined;
  const next = successor(secret, token);
  const rotated = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('sessions')
      .set({ token_hash: sha256Hex(next), last_used_at: now })
      .where('id', '=', session.id)
      .where('token_hash', '=', session.token_hash)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx.insertInto('retired_refresh_tokens').values({ token_hash: session.token_hash, session_id: session.id, retired_at: now }).execute();
    return true;
  });
  if (rotated) return next;
  // Nothing moved: a concurrent refresh of this token won (and stored the same successor), or the session ended.
  const current = await db.selectFrom('sessions').select('token_hash').where('id', '=', session.id).executeTakeFirst();
  return current?.token_hash === sha256Hex(next) ? next : undefined;
}

/**
 * What a token no live session holds means: undefined if it was never one (or its session is gone); the session
 * and the current token if it was rotated away within the grace period (a concurrent refresh); otherwise it is
 * reuse of a rotated token, and the whole session ends — the old and the new tokens both stop working.
 */
export async function resolveRetiredToken(db: Db, projectId: string, token: string, now: number): Promise<{ session: SessionTable; refreshToken: string } | undefined> {
  const retired = await db.selectFrom('retired_refresh_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (!retired) return undefined;
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', retired.session_id).where('project_id', '=', projectId).executeTakeFirst();
  if (!session) return undefined;
  const next = session.rotation_secret ? successor(session.rotation_secret, token) : undefined;
  if (next && sha256Hex(next) === session.token_hash && now - retired.retired_at <= ROTATION_GRACE_MS) {
    return { session, refreshToken: next };
  }
  await deleteSession(db, projectId, session.id, 'refresh_token_reused');
  return undefined;
}
