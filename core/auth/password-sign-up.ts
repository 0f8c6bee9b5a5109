import * as routes from '../../protocol/password/routes';
import type { AppContext } from '../app-context';
import { sendWithKnownDevice } from '../tokens/known-device';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { checkCredentials } from './check-credentials';
import { finishSignIn } from './finish-sign-in';
import { requirePersistentStore } from './require-persistent-store';
import { verificationCallbackUrl, type VerificationCallbackOptions } from './verification-callback-url';

/**
 * Options of a password sign-up.
 *
 * @example
 * ```ts
 * const options: PasswordSignUpOptions = { email, password, noVerificationCallback: true };
 * ```
 */
export type PasswordSignUpOptions = { email: string; password: string; noRedirect?: boolean } & VerificationCallbackOptions;

/**
 * Creates a password account and signs it in (`POST /auth/password/sign-up`; an anonymous user of this session is
 * upgraded in place), then goes to the after-sign-up page unless `noRedirect`. The verification e-mail links to
 * `verificationCallbackUrl`, by default (in a browser) this site's email-verification page. A refusal
 * (USER_EMAIL_ALREADY_EXISTS…) is a Result error. The known-device token the server answers with is kept for later
 * password sign-ins (README "Sign-in limits and lockouts").
 *
 * @example
 * ```ts
 * const result = await signUpWithPassword(context, { email, password, verificationCallbackUrl });
 * ```
 */
export async function signUpWithPassword(context: AppContext, options: PasswordSignUpOptions): Promise<Result<undefined>> {
  requirePersistentStore(context, 'signUpWithCredential');
  checkCredentials(options);
  const callbackUrl = verificationCallbackUrl(context.urls.emailVerification, options);
  const signUp = (verification_callback_url: string | undefined) =>
    knownErrorResult(() => sendWithKnownDevice(context, routes.passwordSignUp, { email: options.email, password: options.password, verification_callback_url }));
  let answer = await signUp(callbackUrl);
  // As the official client: a default callback on a domain the project does not trust only costs the e-mail.
  const defaultCallbackRefused =
    answer.status === 'error' && answer.error.code === 'REDIRECT_URL_NOT_WHITELISTED' && options.verificationCallbackUrl === undefined && callbackUrl !== undefined;
  if (defaultCallbackRefused) answer = await signUp(undefined);
  return finishSignIn(context, answer, options.noRedirect ? 'stay' : 'afterSignUp');
}
