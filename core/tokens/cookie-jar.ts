/**
 * Attributes core sets on its cookies (docs/product.md §4, §9; docs/wire.md §8).
 *
 * @example
 * ```ts
 * const attributes: CookieAttributes = { maxAgeSeconds: 86_400, secure: location.protocol === 'https:' };
 * ```
 */
export type CookieAttributes = { maxAgeSeconds: number; secure: boolean };

/**
 * Reads `document.cookie` text into a name → value map. Values are URI-decoded (they were encoded when written);
 * the first occurrence of a name wins, as browsers list the most specific cookie first.
 *
 * @example
 * ```ts
 * parseCookies('a=1; stack-access=%5B%22r%22%2C%22a%22%5D')['stack-access']; // '["r","a"]'
 * ```
 */
export function parseCookies(text: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of text.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name === '' || cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(part.slice(separator + 1).trim()));
  }
  return cookies;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Written by someone else without encoding: keep the raw text.
    return value;
  }
}

/**
 * The string to assign to `document.cookie` to set a cookie, or (value null) to delete it. Path `/` so every page
 * of the site shares the session, `SameSite=Lax`, and `Secure` on https pages (docs/embed.md complaint 8).
 *
 * @example
 * ```ts
 * document.cookie = serializeCookie('stack-refresh-internal', token, { maxAgeSeconds: 31_536_000, secure: true });
 * ```
 */
export function serializeCookie(name: string, value: string | null, attributes: CookieAttributes): string {
  const parts = [`${name}=${value === null ? '' : encodeURIComponent(value)}`, 'path=/', `max-age=${value === null ? 0 : attributes.maxAgeSeconds}`, 'SameSite=Lax'];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}
