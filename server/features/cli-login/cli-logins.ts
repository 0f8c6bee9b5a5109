import { CLI_LOGIN_DEFAULT_EXPIRY_MS } from '../../../protocol/constants';
import type { CliLoginCheckJson, CliLoginClaimJson, CliLoginPollJson, CliLoginStartJson } from '../../../protocol/cli-login/json';
import { issueAccessToken } from '../../kernel/auth/access-tokens';
import type { SigningKeyStore } from '../../kernel/auth/signing-keys';
import { newId, randomToken, sha256Hex } from '../../kernel/auth/secrets';
import type { SecretBox } from '../../kernel/crypto/secret-box';
import type { Db } from '../../kernel/db/open-database';
import { StatusError } from '../../kernel/http/status-error';
import { KnownError } from '../../../protocol/known-error';
import { createSession, deleteSession, findSessionByRefreshToken } from '../../kernel/sessions/sessions';
import { loadUser, type UserRecord } from '../../kernel/users/user-record';
import type { CliLoginTable } from './tables';

export type CliLoginDeps = { db: Db; keys: SigningKeyStore; baseUrl: string; secrets: SecretBox };

/** The reference's answer to any login code that cannot be used (docs/wire.md §4 "CLI login"), word for word. */
export const INVALID_LOGIN_CODE = 'Invalid login code or the code has expired';

/** Expired logins are kept this long, so a late poll hears `expired` rather than "invalid polling code". */
const EXPIRED_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Command-line logins (docs/wire.md §4 "CLI login"). A tool starts one and polls with its polling code; the person
 * opens the confirm page with the login code and, signed in, completes it with a refresh token: the tool receives
 * that token (Stack's wire) or, as Latch's confirm page asks, a session of its own for the same user (so signing out
 * on one side leaves the other signed in), sealed until the tool's next poll takes it, exactly once.
 *
 * @example
 * ```ts
 * const logins = new CliLogins(deps);
 * const { polling_code, login_code } = await logins.start(project.id, {});
 * await logins.complete(project.id, login_code, browserRefreshToken, true);
 * await logins.poll(project.id, polling_code); // { status: 'success', refresh_token }
 * ```
 */
export class CliLogins {
  constructor(private readonly deps: CliLoginDeps) {}

  /** Starts a login, optionally carrying the tool's anonymous session for the browser to claim. */
  async start(projectId: string, input: { expiresInMs?: number | undefined; anonRefreshToken?: string | undefined }): Promise<CliLoginStartJson> {
    const now = Date.now();
    await this.sweep(now);
    const anon = input.anonRefreshToken ? await this.anonymousSession(projectId, input.anonRefreshToken) : null;
    const pollingCode = randomToken(45);
    const loginCode = randomToken(45);
    const expiresAt = now + (input.expiresInMs ?? CLI_LOGIN_DEFAULT_EXPIRY_MS);
    await this.deps.db
      .insertInto('cli_logins')
      .values({
        id: newId(),
        project_id: projectId,
        polling_code_hash: sha256Hex(pollingCode),
        login_code_hash: sha256Hex(loginCode),
        anon_session_id: anon?.sessionId ?? null,
        anon_refresh_token_sealed: anon ? this.deps.secrets.seal(anon.refreshToken) : null,
        session_id: null,
        refresh_token_sealed: null,
        created_at: now,
        expires_at: expiresAt,
        completed_at: null,
        used_at: null,
      })
      .execute();
    return { polling_code: pollingCode, login_code: loginCode, expires_at: new Date(expiresAt).toISOString() };
  }

  /**
   * What the tool's poll hears: `waiting`, `expired`, `used`, or once, `success` with its session's refresh token.
   * Of two concurrent polls after the confirmation exactly one gets the token; the other hears `used`.
   */
  async poll(projectId: string, pollingCode: string): Promise<CliLoginPollJson> {
    const row = await this.deps.db
      .selectFrom('cli_logins')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('polling_code_hash', '=', sha256Hex(pollingCode))
      .executeTakeFirst();
    if (!row) throw new KnownError('INVALID_POLLING_CODE');
    const now = Date.now();
    if (row.used_at !== null) return { status: 'used' };
    if (row.expires_at <= now) {
      await this.sweep(now);
      return { status: 'expired' };
    }
    if (row.refresh_token_sealed === null) return { status: 'waiting' };
    const taken = await this.deps.db
      .updateTable('cli_logins')
      .set({ used_at: now, refresh_token_sealed: null })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return { status: 'used' };
    return { status: 'success', refresh_token: this.deps.secrets.open(row.refresh_token_sealed) };
  }

  /** `mode: 'check'`: whether the tool's anonymous session is there to be claimed. */
  async check(projectId: string, loginCode: string): Promise<CliLoginCheckJson> {
    const row = await this.pending(projectId, loginCode);
    const anon = row.anon_refresh_token_sealed ? await this.liveAnonymous(projectId, this.deps.secrets.open(row.anon_refresh_token_sealed)) : null;
    return { cli_session_state: anon ? 'anonymous' : 'none' };
  }

  /** `mode: 'claim-anon-session'`: hands the tool's anonymous session to the browser, once. */
  async claimAnonymousSession(projectId: string, loginCode: string): Promise<CliLoginClaimJson> {
    const row = await this.pending(projectId, loginCode);
    const sealed = row.anon_refresh_token_sealed;
    const noSession = new StatusError(400, 'No anonymous session associated with this code');
    if (!sealed) throw noSession;
    const refreshToken = this.deps.secrets.open(sealed);
    const anon = await this.liveAnonymous(projectId, refreshToken);
    if (!anon) throw noSession;
    const claimed = await this.deps.db
      .updateTable('cli_logins')
      .set({ anon_refresh_token_sealed: null })
      .where('id', '=', row.id)
      .where('anon_refresh_token_sealed', '=', sealed)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw noSession;
    const accessToken = await issueAccessToken(this.deps.keys, this.deps.baseUrl, anon.user, anon.sessionId);
    return { access_token: accessToken, refresh_token: refreshToken };
  }

  /**
   * `mode: 'complete'`: the person confirms with a live refresh token of this project (docs/wire.md §4: the token is
   * the proof; no signed-in caller is needed). As on Stack's wire, the tool's next poll receives that same token;
   * with `newSession` (Latch's confirm page) it receives a new session of its own for the token's user instead,
   * recorded as `session.created` with method `cli`, so signing out on one side leaves the other signed in. An
   * anonymous session the tool started with is left alone (never merged into this user).
   */
  async complete(projectId: string, loginCode: string, refreshToken: string | undefined, newSession: boolean): Promise<void> {
    const row = await this.pending(projectId, loginCode);
    if (!refreshToken) throw new StatusError(400, "refresh_token is required when mode is 'complete'");
    const browser = await findSessionByRefreshToken(this.deps.db, projectId, refreshToken);
    if (!browser) throw new StatusError(400, 'Invalid refresh token');
    await this.deps.db.transaction().execute(async (trx) => {
      // The tool's own session, or none: a shared token's session is the browser's, never the sweep's to end.
      const own = newSession ? await createSession(trx, { projectId, userId: browser.user_id, method: 'cli' }) : null;
      const now = Date.now();
      const done = await trx
        .updateTable('cli_logins')
        .set({
          session_id: own?.id ?? null,
          refresh_token_sealed: this.deps.secrets.seal(own?.refreshToken ?? refreshToken),
          completed_at: now,
          anon_refresh_token_sealed: null,
        })
        .where('id', '=', row.id)
        .where('completed_at', 'is', null)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      // Confirmed twice at once: the other request won; this one's session is rolled back with the error.
      if (Number(done.numUpdatedRows) !== 1) throw new StatusError(400, INVALID_LOGIN_CODE);
    });
  }

  /**
   * `mode: 'deny'` (Latch's): the person refused; the login ends now, so the tool's next poll hears `expired` and
   * stops instead of waiting out the 2 hours.
   */
  async deny(projectId: string, loginCode: string): Promise<void> {
    const row = await this.pending(projectId, loginCode);
    await this.deps.db
      .updateTable('cli_logins')
      .set({ expires_at: Date.now(), anon_refresh_token_sealed: null })
      .where('id', '=', row.id)
      .where('completed_at', 'is', null)
      .execute();
  }

  /** A login the browser may still act on: known, not confirmed yet, not taken, not expired. */
  private async pending(projectId: string, loginCode: string): Promise<CliLoginTable> {
    const row = await this.deps.db.selectFrom('cli_logins').selectAll().where('project_id', '=', projectId).where('login_code_hash', '=', sha256Hex(loginCode)).executeTakeFirst();
    if (!row || row.completed_at !== null || row.used_at !== null || row.expires_at <= Date.now()) throw new StatusError(400, INVALID_LOGIN_CODE);
    return row;
  }

  /** The tool's `anon_refresh_token` at start: a live session of an anonymous user of this project. */
  private async anonymousSession(projectId: string, refreshToken: string): Promise<{ sessionId: string; refreshToken: string }> {
    const session = await findSessionByRefreshToken(this.deps.db, projectId, refreshToken);
    if (!session) throw new StatusError(400, 'Invalid anon refresh token');
    const user = await loadUser(this.deps.db, projectId, session.user_id);
    if (!user?.is_anonymous) throw new StatusError(400, 'The provided refresh token does not belong to an anonymous user');
    return { sessionId: session.id, refreshToken };
  }

  /** The anonymous session behind a sealed token, while it lives and its user is still anonymous. */
  private async liveAnonymous(projectId: string, refreshToken: string): Promise<{ sessionId: string; user: UserRecord } | null> {
    const session = await findSessionByRefreshToken(this.deps.db, projectId, refreshToken);
    if (!session) return null;
    const user = await loadUser(this.deps.db, projectId, session.user_id);
    return user?.is_anonymous ? { sessionId: session.id, user } : null;
  }

  /**
   * Ends what expired logins left: a session confirmed for a tool that never came back for it is deleted (nobody
   * holds its token), and logins expired a week ago are forgotten.
   */
  private async sweep(now: number): Promise<void> {
    const orphans = await this.deps.db
      .selectFrom('cli_logins')
      .select(['id', 'project_id', 'session_id'])
      .where('expires_at', '<=', now)
      .where('refresh_token_sealed', 'is not', null)
      .execute();
    for (const orphan of orphans) {
      await this.deps.db.updateTable('cli_logins').set({ refresh_token_sealed: null }).where('id', '=', orphan.id).execute();
      if (orphan.session_id) await deleteSession(this.deps.db, orphan.project_id, orphan.session_id, 'cli_login_expired');
    }
    await this.deps.db
      .deleteFrom('cli_logins')
      .where('expires_at', '<', now - EXPIRED_KEPT_MS)
      .execute();
  }
}
