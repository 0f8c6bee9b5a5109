import type { SignInJson } from '../../protocol/json/session';
import { knownErrorResult } from '../http/known-error-result';
import type { RequestSender } from '../http/request-sender';
import type { Result } from '../result';
import type { TokenSession } from '../tokens/token-session';
import { verificationCallbackUrl, type VerificationCallbackOptions } from './verification-callback-url';

/**
 * An e-mail and password, already checked to be strings (`checkCredentials`).
 *
 * @example
 * ```ts
 * const credentials: Credentials = { email: 'ada@example.com', password: 'correct horse battery' };
 * ```
 */
export type Credentials = { email: string; password: string };

/**
 * `POST /auth/password/sign-in`: the new session's tokens, or the server's refusal (EMAIL_PASSWORD_MISMATCH…) as a
 * Result error. Storing the tokens is the caller's part.
 *
 * @example
 * ```ts
 * const result = await sendPasswordSignIn(sender, tokens, { email, password });
 * if (result.status === 'ok') tokens.signIn({ accessToken: result.data.access_token, refreshToken: result.data.refresh_token });
 * ```
 */
export function sendPasswordSignIn(sender: RequestSender, tokens: TokenSession, credentials: Credentials): Promise<Result<SignInJson>> {
  return knownErrorResult(() =>
    sender.sendJson<SignInJson>({
      method: 'POST',
      path: '/auth/password/sign-in',
      body: { email: credentials.email, password: credentials.password },
      session: tokens,
    }),
  );
}

/**
 * `POST /auth/password/sign-up`, with the verification e-mail linking to `verificationCallbackUrl` (by default, in
 * a browser, `emailVerificationPage` on this site): the new session's tokens, or the server's refusal
 * (USER_EMAIL_ALREADY_EXISTS…) as a Result error.
 *
 * @example
 * ```ts
 * const result = await sendPasswordSignUp(sender, tokens, urls.emailVerification, { email, password });
 * ```
 */
export async function sendPasswordSignUp(
  sender: RequestSender,
  tokens: TokenSession,
  emailVerificationPage: string,
  options: Credentials & VerificationCallbackOptions,
): Promise<Result<SignInJson>> {
  const callbackUrl = verificationCallbackUrl(emailVerificationPage, options);
  const signUp = (verification_callback_url: string | undefined) =>
    knownErrorResult(() =>
      sender.sendJson<SignInJson>({
        method: 'POST',
        path: '/auth/password/sign-up',
        body: { email: options.email, password: options.password, verification_callback_url },
        session: tokens,
      }),
    );
  const result = await signUp(callbackUrl);
  // As the official client: a default callback on a domain the project does not trust only costs the e-mail.
  const defaultCallbackRefused =
    result.status === 'error' &&
    result.error.code === 'REDIRECT_URL_NOT_WHITELISTED' &&
    options.verificationCallbackUrl === undefined &&
    callbackUrl !== undefined;
  return defaultCallbackRefused ? signUp(undefined) : result;
}
