import type { SignInJson } from '../../../protocol/json/session';
import { KnownError } from '../../../protocol/known-error';
import type { PasswordSignUpBody } from '../../../protocol/schemas/password-auth';
import type { Db } from '../../db/open-database';
import { createUser } from '../users/create-user';
import { isEmailUsedForAuth } from '../users/email-channels';
import { startSession } from '../sessions/issue-session';
import type { PasswordHasher } from './password-hasher';
import { checkPasswordPolicy } from './password-policy';
import type { RequestAuth } from '../../auth/request-auth';
import type { SigningKeyStore } from '../../auth/signing-keys';
import { isTrustedUrl } from '../projects/trusted-urls';
import { upgradeAnonymousUser } from '../users/upgrade-anonymous-user';

/** What password sign-up and sign-in need from the server. */
export type SignUpDeps = { db: Db; keys: SigningKeyStore; baseUrl: string; passwords: PasswordHasher };

/**
 * Signs up with e-mail and password (stack-api §4) and starts a session. A caller signed in as an anonymous
 * user is upgraded in place (same id). The checks come in the reference's order, cheapest first, and the
 * password is hashed only once nothing else can fail but a lost race for the address.
 */
export async function signUpWithPassword(
  deps: SignUpDeps,
  auth: RequestAuth,
  body: PasswordSignUpBody,
  ip: string | undefined,
): Promise<SignInJson> {
  const { project } = auth;
  if (!project.config.credential_enabled) throw new KnownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  // The verification e-mail itself comes with the e-mail capability; the URL is checked now so that clients
  // meet the same rule they will meet then.
  if (body.verification_callback_url !== undefined && !isTrustedUrl(project, body.verification_callback_url)) {
    throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  }
  checkPasswordPolicy(body.password);
  if (!project.config.sign_up_enabled) throw new KnownError('SIGN_UP_NOT_ENABLED');
  if (await isEmailUsedForAuth(deps.db, project.id, body.email)) {
    throw new KnownError('USER_EMAIL_ALREADY_EXISTS', { email: body.email, would_work_if_email_was_verified: false });
  }
  const passwordHash = await deps.passwords.hash(body.password);
  const user = auth.user?.is_anonymous
    ? await upgradeAnonymousUser(deps.db, project, auth.user, {
        primary_email: body.email,
        primary_email_verified: false,
        password_hash: passwordHash,
      })
    : await createUser(deps.db, project, {
        primary_email: body.email,
        primary_email_verified: false,
        primary_email_auth_enabled: true,
        password_hash: passwordHash,
      });
  const session = await startSession(deps, user, { ip });
  return { access_token: session.accessToken, refresh_token: session.refreshToken, user_id: user.id };
}
