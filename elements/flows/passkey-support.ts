/**
 * Whether a page on `hostname` can use passkeys at all. WebAuthn scopes a passkey to an RP id, which must be a
 * domain: a page whose host is an IP address (`127.0.0.1`, `[::1]`) cannot make or use one (WebAuthn Level 2 §5.1.3
 * step 7 "not a valid domain": the browser rejects with SecurityError), while `localhost` and `*.localhost` can.
 *
 * @example
 * ```ts
 * hostCanUsePasskeys('app.example.com'); // true
 * hostCanUsePasskeys('127.0.0.1'); // false
 * ```
 */
export function hostCanUsePasskeys(hostname: string): boolean {
  // `location.hostname` is parsed: an IPv4 address in any spelling is dotted decimal by now, an IPv6 one in brackets.
  return hostname !== '' && !/^[\d.]+$|[[:]/.test(hostname);
}

type PageScope = { location?: { hostname?: string }; PublicKeyCredential?: unknown };

/**
 * Whether this page can offer passkeys: the browser has WebAuthn (`PublicKeyCredential`, present only in secure
 * contexts) and the page's host can have passkeys (`hostCanUsePasskeys`). Where it cannot, the elements offer no
 * passkey button, autofill, offer to create one, or "Add a passkey": each would only fail.
 *
 * @example
 * ```ts
 * const methods = passkeysUsableHere() ? all : all.filter((method) => method !== 'passkey');
 * ```
 */
export function passkeysUsableHere(scope: PageScope = globalThis as PageScope): boolean {
  return typeof scope.PublicKeyCredential === 'function' && hostCanUsePasskeys(scope.location?.hostname ?? '');
}
