import { KnownError } from '../../../protocol/known-error';
import { publishChange } from '../../kernel/cache/database-invalidation';
import { TOPIC } from '../../kernel/cache/topics';
import { recordEvent } from '../../kernel/events/record-event';
import { StatusError } from '../../kernel/http/status-error';
import type { ServerDeps } from '../../server-deps';
import type { SignInThrottle } from '../../kernel/sign-in/sign-in-throttle';
import { checkPasswordPolicy } from '../../kernel/passwords/password-policy';
import type { Project } from '../../kernel/projects/projects';
import { endUserSessions } from '../../kernel/sessions/end-sessions';
import { findSessionByRefreshToken } from '../../kernel/sessions/sessions';
import type { UserRecord } from '../../kernel/users/user-record';

/** Who is changing their password, and from which session. */
export type PasswordCaller = {
  project: Project;
  user: UserRecord;
  /** The session of the access token. */
  sessionId: string | null;
  /** `x-stack-refresh-token`: the session to keep (docs/wire.md §1, §4). */
  refreshToken: string | undefined;
  ip: string | undefined;
};

/**
 * `POST /auth/password/update`: replaces the password after checking the current one (docs/wire.md §4). Wrong current
 * passwords count like failed sign-ins against the account and the client address (`SignInThrottle`), so a stolen
 * session cannot be used to guess the password. On success every other session of the user ends; the one named by
 * `x-stack-refresh-token` (or, without it, the access token's own) is kept. The write only happens if the password
 * did not change meanwhile, so two concurrent changes cannot both win.
 */
export async function updatePassword(deps: ServerDeps, limiter: SignInThrottle, caller: PasswordCaller, body: { old_password: string; new_password: string }): Promise<void> {
  const { project, user } = caller;
  const account = `${project.id}:user:${user.id}`;
  const place = { address: caller.ip, device: undefined };
  refuseUnlessPasswordsEnabled(project);
  await limiter.check(account, place);
  checkPasswordPolicy(body.new_password);
  if (!user.password_hash) throw new KnownError('USER_DOES_NOT_HAVE_PASSWORD');
  if (!(await deps.passwords.verify(user.password_hash, body.old_password))) {
    await limiter.recordFailure(account, place);
    throw new KnownError('PASSWORD_CONFIRMATION_MISMATCH');
  }
  await limiter.recordSuccess(account, place);
  const newHash = await deps.passwords.hash(body.new_password);
  const keep = await sessionToKeep(deps, caller);
  await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: newHash })
      .where('project_id', '=', project.id)
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new KnownError('PASSWORD_CONFIRMATION_MISMATCH');
    await endUserSessions(trx, project.id, user.id, { keepSessionId: keep, reason: 'password_changed' });
    await recordEvent(trx, project.id, 'user.updated', { id: user.id });
  });
  await publishChange(deps.db, TOPIC.user, user.id);
}

/**
 * `POST /auth/password/set`: gives a password to a user who has none (signed in by code, link, OAuth or passkey).
 * A user who has one gets the reference's plain 400 (docs/wire.md §4); the check is part of the write, so two
 * concurrent requests cannot both set one. Sessions stay: nobody could have signed in with a password before.
 */
export async function setPassword(deps: ServerDeps, project: Project, user: UserRecord, body: { password: string }): Promise<void> {
  refuseUnlessPasswordsEnabled(project);
  if (user.password_hash) throw alreadyHasPassword();
  checkPasswordPolicy(body.password);
  const hash = await deps.passwords.hash(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: hash })
      .where('project_id', '=', project.id)
      .where('id', '=', user.id)
      .where('password_hash', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw alreadyHasPassword();
    await recordEvent(trx, project.id, 'user.updated', { id: user.id });
  });
}

/** A project with password sign-in off takes no new password either, as Stack refuses first (docs/wire.md §4 "Password"). */
function refuseUnlessPasswordsEnabled(project: Project): void {
  if (!project.config.credential_enabled) throw new KnownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
}

function alreadyHasPassword(): StatusError {
  return new StatusError(400, 'User already has a password set.');
}

/** The session named by `x-stack-refresh-token` when it is this user's, else the access token's own. */
async function sessionToKeep(deps: ServerDeps, caller: PasswordCaller): Promise<string | null> {
  if (caller.refreshToken) {
    const named = await findSessionByRefreshToken(deps.db, caller.project.id, caller.refreshToken);
    if (named?.user_id === caller.user.id) return named.id;
  }
  return caller.sessionId;
}
