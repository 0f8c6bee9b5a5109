import type { KnownError } from '../../protocol/known-error';
import type { AppContext } from '../app-context';
import { redirectToPage } from '../urls/redirect-to-page';

/**
 * The session-storage key of a pending multi-factor attempt code; the official client's name, so both SDKs read
 * the same one (docs/wire.md §4 "MFA").
 *
 * @example
 * ```ts
 * const attemptCode = sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY);
 * ```
 */
export const MFA_ATTEMPT_CODE_KEY = 'stack_mfa_attempt_code';

/**
 * A sign-in stopped at MULTI_FACTOR_AUTHENTICATION_REQUIRED (docs/product.md §4 "Multi-factor"): keeps its attempt code in
 * session storage (where there is one: browsers) for the mfa page to submit with the TOTP code, then goes to the
 * mfa page unless `redirect` is false. The caller still answers the error, so code without navigation sees it too.
 *
 * @example
 * ```ts
 * if (result.status === 'error' && result.error.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED') await stopForMultiFactor(context, result.error, true);
 * ```
 */
export async function stopForMultiFactor(context: AppContext, error: KnownError, redirect: boolean): Promise<void> {
  const attemptCode = (error.details as { attempt_code?: unknown } | undefined)?.attempt_code;
  if (typeof attemptCode !== 'string') throw new Error('The server asked for multi-factor authentication without an attempt code.');
  globalThis.sessionStorage?.setItem(MFA_ATTEMPT_CODE_KEY, attemptCode);
  if (redirect) await redirectToPage(context, context.urls.mfa, { replace: true });
}
