import * as routes from '../../protocol/email-code/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { callbackUrl } from '../urls/callback-url';
import { finishSignIn } from './finish-sign-in';
import { requirePersistentStore } from './require-persistent-store';

/**
 * How an e-mail sign-in ended: a new account, and whether an account that held the address unverified had its
 * password, second factor and other sessions cleared first (Latch's pre-hijacking guard).
 *
 * @example
 * ```ts
 * if (result.status === 'ok' && result.data.credentialsCleared) showNotice('The old password was removed. Set a new one.');
 * ```
 */
export type MagicLinkSignIn = { isNewUser: boolean; credentialsCleared: boolean };

/**
 * Mails an e-mail code: a sign-in link and a six-character code (`POST /auth/otp/send-sign-in-code`). The link goes to
 * `callbackUrl`, by default (in a browser) this site's magic-link-callback page. The answer's `nonce` completes the
 * typed code (`signInWithEmailCode(normalizeOtp(typed) + nonce)`); ClientApp's public `sendMagicLinkEmail` calls it. A refusal (REDIRECT_URL_NOT_WHITELISTED…) is a Result error; a project with e-mail
 * sign-in off answers 403, which throws.
 *
 * @example
 * ```ts
 * const sent = await sendEmailCode(context, 'ada@example.com');
 * if (sent.status === 'ok') rememberNonce(sent.data.nonce);
 * ```
 */
export async function sendEmailCode(context: AppContext, email: string, options: { callbackUrl?: string } = {}): Promise<Result<{ nonce: string }>> {
  if (typeof email !== 'string' || email === '') throw new TypeError('sendMagicLinkEmail: email must be a non-empty string.');
  const callback_url = callbackUrl(context.urls.magicLinkCallback, options.callbackUrl, 'sendMagicLinkEmail');
  return knownErrorResult(() => call(context.sender, routes.otpSendSignInCode, { body: { email, callback_url }, session: context.tokens }));
}

/**
 * Signs in with an e-mail code, from the link or typed plus the nonce (`POST /auth/otp/sign-in`; ClientApp's public
 * `signInWithMagicLink`), then goes to the after-sign-up page for a new
 * account or the after-sign-in page, unless `noRedirect`. A refusal (VERIFICATION_CODE_EXPIRED…) is a Result error.
 *
 * @example
 * ```ts
 * const result = await signInWithEmailCode(context, new URL(location.href).searchParams.get('code') ?? '');
 * ```
 */
export async function signInWithEmailCode(context: AppContext, code: string, options: { noRedirect?: boolean } = {}): Promise<Result<MagicLinkSignIn>> {
  requirePersistentStore(context, 'signInWithMagicLink');
  if (typeof code !== 'string') throw new TypeError('signInWithMagicLink: code must be a string.');
  const answer = await knownErrorResult(() => call(context.sender, routes.otpSignIn, { body: { code }, session: context.tokens }));
  const isNewUser = answer.status === 'ok' && answer.data.is_new_user;
  const finished = await finishSignIn(context, answer, options.noRedirect ? 'stay' : isNewUser ? 'afterSignUp' : 'afterSignIn');
  if (finished.status === 'error') return finished;
  return { status: 'ok', data: { isNewUser, credentialsCleared: answer.status === 'ok' && answer.data.credentials_cleared === true } };
}

/**
 * What of a typed or pasted OTP counts: letters and digits, lower-cased.
 *
 * @example
 * ```ts
 * normalizeOtp(' K3M-9QZ '); // 'k3m9qz'
 * ```
 */
export function normalizeOtp(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}
