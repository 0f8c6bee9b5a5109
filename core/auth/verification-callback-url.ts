import { isBrowser } from '../env/is-browser';

/**
 * The sign-up options that decide where the verification e-mail links to.
 *
 * @example
 * ```ts
 * const options: VerificationCallbackOptions = { verificationCallbackUrl: 'https://app.example.com/handler/email-verification' };
 * ```
 */
export type VerificationCallbackOptions = { verificationCallbackUrl?: string; noVerificationCallback?: boolean };

/**
 * Where the sign-up verification e-mail should link to (docs/wire.md §8 `constructRedirectUrl`): the URL given; none
 * with `noVerificationCallback`; in a browser, this site's email-verification page. Outside a browser there is no
 * site to default to, so one of the options is required (TypeError).
 *
 * @example
 * ```ts
 * verificationCallbackUrl('/handler/email-verification', {}); // 'https://site.example/handler/email-verification'
 * ```
 */
export function verificationCallbackUrl(emailVerificationPage: string, options: VerificationCallbackOptions): string | undefined {
  if (options.noVerificationCallback) {
    if (options.verificationCallbackUrl !== undefined) {
      throw new TypeError('Pass either verificationCallbackUrl or noVerificationCallback, not both.');
    }
    return undefined;
  }
  if (options.verificationCallbackUrl !== undefined) return options.verificationCallbackUrl;
  if (!isBrowser()) {
    throw new TypeError('callbackUrl option is required in a non-browser environment (pass verificationCallbackUrl, or noVerificationCallback: true).');
  }
  return new URL(emailVerificationPage, window.location.origin).href;
}
