import type { SignInJson } from '../../../protocol/sessions/json';
import { KnownError } from '../../../protocol/known-error';
import type { PasswordSignInBody } from '../../../protocol/password/schemas';
import { normalizeEmail } from '../../kernel/users/email-channels';
import { passSignInGate, type SignInClient } from '../../kernel/sign-in/sign-in-gate';
import type { SignUpDeps } from './password-sign-up';
import type { Project } from '../../kernel/projects/projects';
import type { SignInThrottle } from '../../kernel/sign-in/sign-in-throttle';
import { StatusError } from '../../kernel/http/status-error';
import { loadUser } from '../../kernel/users/user-record';
import { knownPlace, type SignInPlace } from '../../kernel/sign-in/known-places';
import type { Db } from '../../kernel/db/open-database';

/**
 * Signs in with e-mail and password (docs/wire.md §4) and starts a session. An unknown address, a user without a
 * password and a wrong password all answer `EMAIL_PASSWORD_MISMATCH` after the same hashing work, so neither
 * the answer nor its timing reveals who has an account. Failures count against the account, the client address
 * and the device (`limiter`); once the account is over its limit, only a place the user signed in from before
 * may still try (README "Sign-in limits and lockouts"). A right password still has to pass the sign-in gate
 * (multi-factor). A hash weaker than the current policy (an imported one, docs/import.md) is replaced by argon2id in the
 * transaction that starts the session.
 */
export async function signInWithPassword(
  deps: SignUpDeps,
  project: Project,
  body: PasswordSignInBody,
  place: SignInPlace,
  limiter: SignInThrottle,
  client: Omit<SignInClient, 'ip'> = {},
): Promise<SignInJson> {
  if (!project.config.credential_enabled) throw new KnownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  const account = `${project.id}:${normalizeEmail(body.email)}`;
  const found = await deps.db
    .selectFrom('contact_channels')
    .innerJoin('users', 'users.id', 'contact_channels.user_id')
    .select(['users.id as user_id', 'users.password_hash'])
    .where('contact_channels.project_id', '=', project.id)
    .where('contact_channels.type', '=', 'email')
    .where('contact_channels.value_normalized', '=', normalizeEmail(body.email))
    .where('contact_channels.used_for_auth', '=', true)
    .executeTakeFirst();
  // An e-mail without an account has no known places: it is throttled exactly as a stranger to a real account is,
  // so the answer does not tell the two apart.
  await limiter.check(account, place, async () => (found ? knownPlace(deps.db, found.user_id, place) : { device: false, address: false }));

  const storedHash = found?.password_hash ?? null;
  const ok = storedHash ? await deps.passwords.verify(storedHash, body.password) : await deps.passwords.verifyDummy(body.password);
  const user = ok && found ? await loadUser(deps.db, project.id, found.user_id) : undefined;
  if (!user || !storedHash) {
    await limiter.recordFailure(account, place);
    throw new KnownError('EMAIL_PASSWORD_MISMATCH');
  }
  await limiter.recordSuccess(account, place);
  // Hashed before the gate (never inside a transaction), written in the gate's transaction with the session.
  const newHash = deps.passwords.needsRehash(storedHash) ? await strongerHash(deps, body.password) : undefined;
  const rehash = newHash ? (db: Db) => replaceHash(db, user.id, storedHash, newHash) : undefined;
  try {
    const entry = { kind: 'existing', method: 'password', user, withUser: rehash } as const;
    const { is_new_user: _new, ...tokens } = await passSignInGate(deps, project, entry, { ...client, ip: place.address });
    return tokens;
  } catch (error) {
    // Stopped for the second factor, the password was still proven: the stronger hash is kept all the same.
    if (rehash && error instanceof KnownError && error.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED') await rehash(deps.db);
    throw error;
  }
}

/** Latch's argon2id of the password, or undefined when the hasher is saturated (the sign-in goes on; the next one retries). */
async function strongerHash(deps: SignUpDeps, password: string): Promise<string | undefined> {
  try {
    return await deps.passwords.hash(password);
  } catch (error) {
    if (error instanceof StatusError && error.status === 429) return undefined;
    throw error;
  }
}

/** Replaces a weak (imported) hash, only if the password did not change meanwhile. */
async function replaceHash(db: Db, userId: string, oldHash: string, newHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', userId).where('password_hash', '=', oldHash).execute();
}
