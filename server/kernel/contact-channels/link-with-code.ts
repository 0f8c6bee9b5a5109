/**
 * The link an e-mail carries: the trusted callback URL with its query parameter `code` set, other parameters kept
 * (docs/wire.md §6 "Links in e-mails").
 *
 * @example
 * ```ts
 * linkWithCode('https://app.example.com/handler/email-verification?after_auth_return_to=%2F', code);
 * ```
 */
export function linkWithCode(callbackUrl: string, code: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('code', code);
  return url.href;
}
