import type { SignInJson } from '../../../protocol/sessions/json';
import { KnownError } from '../../../protocol/known-error';
import type { PasswordSignUpBody } from '../../../protocol/password/schemas';
import type { Db } from '../../kernel/db/open-database';
import { isEmailUsedForAuth } from '../../kernel/users/email-channels';
import { assertSignUpAllowed, passSignInGate } from '../../kernel/sign-in/sign-in-gate';
import type { PasswordHasher } from '../../kernel/passwords/password-hasher';
import { checkPasswordPolicy } from '../../kernel/passwords/password-policy';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import type { SigningKeyStore } from '../../kernel/auth/signing-keys';
import { isTrustedUrl } from '../../kernel/projects/trusted-urls';
import type { ServerDeps } from '../../server-deps';
import { mailSignUpVerification } from '../../kernel/contact-channels/sign-up-verification';

/** What password sign-up and sign-in need from the server. */
export type SignUpDeps = { db: Db; keys: SigningKeyStore; baseUrl: string; passwords: PasswordHasher };

/**
 * Signs up with e-mail and password (docs/wire.md §4) through the sign-in gate. A caller signed in as an anonymous
 * user is upgraded in place (same id). The checks come in the reference's order, cheapest first, and the
 * password is hashed only once nothing else can fail but a lost race for the address.
 */
export async function signUpWithPassword(
  deps: ServerDeps,
  auth: RequestAuth,
  body: PasswordSignUpBody,
  ip: string | undefined,
  userAgent?: string | undefined,
  country?: string | undefined,
): Promise<SignInJson> {
  const { project } = auth;
  if (!project.config.credential_enabled) throw new KnownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  // Checked before anything is written: the verification e-mail goes out after the sign-up.
  if (body.verification_callback_url !== undefined && !isTrustedUrl(project, body.verification_callback_url)) {
    throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  }
  checkPasswordPolicy(body.password);
  assertSignUpAllowed(project, 'password');
  if (await isEmailUsedForAuth(deps.db, project.id, body.email)) {
    throw new KnownError('USER_EMAIL_ALREADY_EXISTS', { email: body.email, would_work_if_email_was_verified: false });
  }
  const passwordHash = await deps.passwords.hash(body.password);
  const { is_new_user: _new, ...tokens } = await passSignInGate(
    deps,
    project,
    {
      kind: 'new',
      method: 'password',
      caller: auth.user,
      user: { primary_email: body.email, primary_email_verified: false, primary_email_auth_enabled: true, password_hash: passwordHash },
    },
    { ip, userAgent, country },
  );
  if (body.verification_callback_url !== undefined) {
    await mailSignUpVerification(deps, project, tokens.user_id, body.verification_callback_url);
  }
  return tokens;
}
