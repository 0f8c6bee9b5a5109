import { REFRESH_TOKEN_LIFETIME_MS } from '../../../protocol/constants';
import type { SessionJson } from '../../../protocol/sessions/json';
import type { Db } from '../db/open-database';
import type { SessionTable } from '../db/schema';
import { newId, randomToken, sha256Hex } from '../auth/secrets';
import { publishChange } from '../cache/database-invalidation';
import { TOPIC } from '../cache/topics';
import { recordEvent } from '../events/record-event';
import type { RecordedSignInMethod } from '../sign-in/recorded-method';
import type { SecondFactor } from '../sign-in/sign-in-gate';
import { deviceOf, storedUserAgent } from './device-of';
import type { EndReason } from './end-sessions';

/**
 * How a session began, as its `session.created` event says: a sign-in method through the gate, a CLI login's own
 * session, or one a server made (`POST /auth/sessions`), for impersonation or not.
 */
type SessionMethod = RecordedSignInMethod | 'cli' | 'server' | 'impersonation';

/** A session to start for a user. */
export type NewSession = {
  projectId: string;
  userId: string;
  method: SessionMethod;
  /** The second factor the sign-in proved, if any (the gate's `/auth/mfa/sign-in`). */
  secondFactor?: SecondFactor | undefined;
  /** Lifetime from now; a refresh token lives one year by default (docs/wire.md §4). */
  expiresInMs?: number | undefined;
  isImpersonation?: boolean | undefined;
  /** The client address it was created from, if known. */
  ip?: string | undefined;
  /** The User-Agent header of the request that created it, if any. */
  userAgent?: string | undefined;
  /** The client's country, when a trusted proxy said (`clientCountry`). */
  country?: string | undefined;
};

/**
 * Stores a new session and records `session.created`, and returns its id and refresh token. Call it with the
 * transaction that makes the session, so the event commits with it (README "Webhooks"). The token (45 random
 * Crockford base32 characters, as the reference makes them) is stored only as its SHA-256: a database leak yields
 * no sessions.
 */
export async function createSession(db: Db, input: NewSession): Promise<{ id: string; refreshToken: string }> {
  const refreshToken = randomToken(45);
  const now = Date.now();
  const id = newId();
  await db
    .insertInto('sessions')
    .values({
      id,
      project_id: input.projectId,
      user_id: input.userId,
      token_hash: sha256Hex(refreshToken),
      created_at: now,
      last_used_at: now,
      expires_at: now + (input.expiresInMs ?? REFRESH_TOKEN_LIFETIME_MS),
      is_impersonation: input.isImpersonation ?? false,
      last_used_ip: input.ip ?? null,
      last_used_user_agent: storedUserAgent(input.userAgent) ?? null,
      last_used_country_code: input.country ?? null,
    })
    .execute();
  const factor = input.secondFactor === undefined ? {} : { second_factor: input.secondFactor };
  await recordEvent(db, input.projectId, 'session.created', { id, user_id: input.userId, method: input.method, ...factor });
  return { id, refreshToken };
}

/** The live session of a refresh token in a project, or undefined (unknown, revoked, expired, other project). */
export async function findSessionByRefreshToken(db: Db, projectId: string, refreshToken: string): Promise<SessionTable | undefined> {
  const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256Hex(refreshToken)).where('project_id', '=', projectId).executeTakeFirst();
  if (!session || (session.expires_at !== null && session.expires_at <= Date.now())) return undefined;
  return session;
}

/**
 * Records that a session was used just now (a refresh), from where (the address, and the country a trusted proxy
 * gave, which a new address without one clears) and with which browser, and its user's activity.
 */
export async function markSessionUsed(db: Db, session: SessionTable, ip: string | undefined, userAgent?: string | undefined, country?: string | undefined): Promise<void> {
  const now = Date.now();
  const agent = storedUserAgent(userAgent);
  await db
    .updateTable('sessions')
    .set({
      last_used_at: now,
      ...(ip ? { last_used_ip: ip, last_used_country_code: country ?? null } : {}),
      ...(agent ? { last_used_user_agent: agent } : {}),
    })
    .where('id', '=', session.id)
    .execute();
  await db.updateTable('users').set({ last_active_at: now }).where('id', '=', session.user_id).execute();
}

/** One session of a project by id, or undefined. */
export async function getSession(db: Db, projectId: string, sessionId: string): Promise<SessionTable | undefined> {
  return db.selectFrom('sessions').selectAll().where('project_id', '=', projectId).where('id', '=', sessionId).executeTakeFirst();
}

/**
 * Deletes a session and records `session.deleted` with why, in one transaction, then announces it to every
 * instance; false (and no event) when it was already gone.
 */
export async function deleteSession(db: Db, projectId: string, sessionId: string, reason: EndReason): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('sessions').where('project_id', '=', projectId).where('id', '=', sessionId).returning('user_id').executeTakeFirst();
    if (!result) return false;
    await recordEvent(trx, projectId, 'session.deleted', { id: sessionId, user_id: result.user_id, reason });
    return true;
  });
  if (deleted) await publishChange(db, TOPIC.session, sessionId);
  return deleted;
}

/**
 * A user's live sessions, newest first (docs/wire.md §3 "Session list item"). Impersonation sessions only when
 * asked (admins see them; users and servers do not).
 */
export async function listUserSessions(
  db: Db,
  projectId: string,
  userId: string,
  options: { includeImpersonation: boolean; currentSessionId: string | null },
): Promise<SessionJson[]> {
  let select = db
    .selectFrom('sessions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', Date.now())]));
  if (!options.includeImpersonation) select = select.where('is_impersonation', '=', false);
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    is_impersonation: Boolean(row.is_impersonation),
    is_current_session: row.id === options.currentSessionId,
    // The address, and the country when a trusted proxy said it; other location fields stay null rather than guessed.
    ...(row.last_used_ip
      ? {
          last_used_at_end_user_ip_info: {
            ip: row.last_used_ip,
            countryCode: row.last_used_country_code,
            regionCode: null,
            cityName: null,
            latitude: null,
            longitude: null,
            tzIdentifier: null,
          },
        }
      : {}),
    ...(row.last_used_user_agent ? { last_used_device: deviceOf(row.last_used_user_agent) } : {}),
  }));
}
