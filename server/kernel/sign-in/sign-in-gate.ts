import { fail } from '../../../protocol/fail';
import type { SignInJson } from '../../../protocol/sessions/json';
import { KnownError } from '../../../protocol/known-error';
import type { Locale } from '../../../protocol/locales';
import type { SignInMethod } from '../../../protocol/sign-in-method';
import { issueAccessToken } from '../auth/access-tokens';
import type { SigningKeyStore } from '../auth/signing-keys';
import { VerificationCodes } from '../codes/verification-codes';
import type { Db } from '../db/open-database';
import type { Project } from '../projects/projects';
import { runFeatureHooks } from '../feature-hooks';
import { createSession } from '../sessions/sessions';
import { insertUser, type NewUser } from '../users/create-user';
import { upgradeAnonymousUser } from '../users/upgrade-anonymous-user';
import { loadUser, type UserRecord } from '../users/user-record';
import { rememberAddress } from './known-places';
import { applySignUpRules } from './sign-up-rules';
import { type RecordedSignInMethod, recordedMethod } from './recorded-method';
import type { LatchMetrics } from '../observability/metrics';

/** A person signing in as a user that exists (every method's sign-in ends at the gate), or signing up (possibly as the anonymous user calling). */
export type GateEntry = (
  | { kind: 'existing'; method: SignInMethod; user: UserRecord }
  | { kind: 'new'; method: SignInMethod; user: NewUser; caller?: UserRecord | null | undefined; oauthProvider?: string | undefined }
) & {
  /**
   * What the method writes with the user, in the gate's transaction once the user exists (OAuth: the provider
   * account and its tokens), so a sign-in that fails leaves none of it behind.
   */
  withUser?: ((trx: Db, userId: string) => Promise<void>) | undefined;
  /**
   * The second factor this sign-in has proven, set only by `/auth/mfa/sign-in` after it checked the factor and used
   * the attempt code (server/features/mfa/): the gate then lets a user with a TOTP secret through, and the
   * session's `session.created` event says which second factor was used (`method` stays the first factor's).
   */
  secondFactor?: SecondFactor | undefined;
};

/** A second factor that can finish a sign-in stopped at the gate. */
export type SecondFactor = 'totp' | 'recovery_code';

/**
 * What an `mfa-attempt` code carries: whose sign-in it finishes and the first factor's method, so the session made
 * after the second factor records how the person really signed in.
 */
export type MfaAttemptData = { user_id: string; method: RecordedSignInMethod };

/** `metrics`: where a passed sign-in is counted (`latch_sign_ins_total`), when the server counts. */
export type GateDeps = { db: Db; keys: SigningKeyStore; baseUrl: string; metrics?: LatchMetrics | undefined };

/**
 * Where a sign-in comes from: the client's address, browser and country (`clientCountry`: only what a trusted proxy
 * said). A new user's `country_code` is the country (docs/wire.md §3 "Server user"), as is the session's. `locale`:
 * the language the request asked for (`requestLocale`), which the user's e-mails are then written in (docs/i18n.md
 * "E-mails"); a sign-in that names none keeps the one remembered.
 */
export type SignInClient = { ip?: string | undefined; userAgent?: string | undefined; country?: string | undefined; locale?: Locale | undefined };

/** What every sign-in method answers (docs/wire.md §4 `signInResponseSchema`). */
export type GateResult = SignInJson & { is_new_user: boolean };

/**
 * The one gate every end-user session passes (ARCHITECTURE.md; server-created and impersonation sessions alone bypass
 * it). In order: the project's sign-up switches and rules (sign-up-rules.ts); the anonymous caller's upgrade in place (same id); the multi-factor
 * requirement (a user with a TOTP secret gets `MULTI_FACTOR_AUTHENTICATION_REQUIRED` with an `attempt_code`,
 * docs/wire.md §4 "MFA", unless the entry comes from `/auth/mfa/sign-in` with the second factor proven); then, in one transaction, the user (with its personal team, and the locale the request asked for), the session, and the
 * domain events `user.created` / `user.updated` and `session.created` in the outbox; then the day of activity
 * (metrics) and the address as a known place (known-places.ts).
 *
 * @example
 * ```ts
 * return c.json(await passSignInGate(deps, project, { kind: 'existing', method: 'password', user }, { ip }));
 * ```
 */
export async function passSignInGate(deps: GateDeps, project: Project, entry: GateEntry, context: SignInClient = {}): Promise<GateResult> {
  const upgrading = entry.kind === 'new' && entry.method !== 'anonymous' && entry.caller?.is_anonymous === true ? entry.caller : null;
  if (entry.kind === 'new') {
    assertSignUpAllowed(project, entry.method);
    // A new account (an anonymous user's upgrade too), not the anonymous sign-up itself, as Stack.
    if (entry.method !== 'anonymous') {
      await applySignUpRules(deps.db, project, { method: entry.method, email: entry.user.primary_email, oauthProvider: entry.oauthProvider, country: context.country });
    }
  }
  const known = entry.kind === 'existing' ? entry.user : upgrading;
  if (known?.totp_secret && entry.secondFactor === undefined) await requireSecondFactor(deps.db, project, known, entry.method);

  const { userId, session } = await deps.db.transaction().execute(async (trx) => {
    let userId: string;
    if (entry.kind === 'existing') userId = entry.user.id;
    else if (upgrading) {
      await upgradeAnonymousUser(trx, project, upgrading, {
        primary_email: entry.user.primary_email ?? null,
        primary_email_verified: entry.user.primary_email_verified ?? false,
        password_hash: entry.user.password_hash ?? null,
        primary_email_auth_enabled: entry.user.primary_email_auth_enabled ?? true,
        otp_auth_enabled: entry.user.otp_auth_enabled ?? false,
        display_name: entry.user.display_name,
        country_code: context.country,
      });
      userId = upgrading.id;
    } else userId = await insertUser(trx, project, { country_code: context.country, ...entry.user });
    await entry.withUser?.(trx, userId);
    if (context.locale) await trx.updateTable('users').set({ locale: context.locale }).where('id', '=', userId).execute();
    const session = await createSession(trx, {
      projectId: project.id,
      userId,
      method: recordedMethod(entry.method),
      secondFactor: entry.secondFactor,
      ip: context.ip,
      userAgent: context.userAgent,
      country: context.country,
    });
    return { userId, session };
  });
  // After the commit: the row needs the user to exist, and a rolled-back sign-in was no activity.
  await runFeatureHooks('sessionActive', deps.db, project.id, userId, Date.now());
  // Any successful sign-in (an e-mail code too) makes its address one an account-wide password lockout spares.
  if (entry.method !== 'anonymous') await rememberAddress(deps.db, userId, context.ip);
  const user = (await loadUser(deps.db, project.id, userId)) ?? fail('a user that just signed in can be read back');
  const accessToken = await issueAccessToken(deps.keys, deps.baseUrl, user, session.id);
  // Failures are counted where the sign-in routes answer (observability/sign-in-routes.ts).
  deps.metrics?.signIn(entry.method, 'success');
  return { access_token: accessToken, refresh_token: session.refreshToken, user_id: userId, is_new_user: entry.kind === 'new' };
}

/**
 * The project's sign-up rules for a method. Methods call it early too (before expensive work such as hashing a
 * password), so the reference's order of errors holds; the gate calls it again so no method can skip it.
 */
export function assertSignUpAllowed(project: Project, method: SignInMethod): void {
  if (method === 'anonymous') {
    if (!project.config.anonymous_sign_up_enabled) throw new KnownError('ANONYMOUS_ACCOUNTS_NOT_ENABLED');
  } else if (!project.config.sign_up_enabled) {
    throw new KnownError('SIGN_UP_NOT_ENABLED');
  }
}

/** Stops at the second factor: the attempt code lets `/auth/mfa/sign-in` finish this sign-in within 5 minutes. */
async function requireSecondFactor(db: Db, project: Project, user: UserRecord, method: SignInMethod): Promise<never> {
  const data: MfaAttemptData = { user_id: user.id, method: recordedMethod(method) };
  const attempt = await new VerificationCodes(db).create(project.id, 'mfa-attempt', data);
  throw new KnownError('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: attempt.code });
}
