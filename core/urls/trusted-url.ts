/**
 * True for a URL core may navigate to (docs/wire.md §8 `_isTrusted`): relative (no scheme, no `//host`), or absolute
 * with the same origin as the current page. Everything else could be an open redirect.
 *
 * @example
 * ```ts
 * isTrustedUrl('/dashboard?tab=1'); // true
 * isTrustedUrl('https://evil.example/'); // false (unless the page is on that origin)
 * ```
 */
export function isTrustedUrl(url: string, currentOrigin: string | null): boolean {
  if (isRelativeUrl(url)) return true;
  if (currentOrigin === null) return false;
  try {
    return new URL(url).origin === currentOrigin;
  } catch {
    // Neither relative nor a parsable absolute URL: not something to navigate to.
    return false;
  }
}

/**
 * True when `url` has no scheme and no authority, so it stays on the current origin. Backslashes count as slashes,
 * as browsers treat them in special URLs (`/\evil.example` goes off-site).
 *
 * @example
 * ```ts
 * isRelativeUrl('//evil.example/'); // false
 * ```
 */
function isRelativeUrl(url: string): boolean {
  // Browsers drop tabs and newlines anywhere in a URL and leading control characters and spaces (WHATWG URL).
  const normalized = url
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/\\/g, '/');
  if (normalized.startsWith('//')) return false;
  return !/^[a-zA-Z][a-zA-Z\d+.-]*:/.test(normalized);
}

/**
 * Path, query and hash of a URL: the form core puts in `after_auth_return_to` for same-origin pages.
 *
 * @example
 * ```ts
 * relativePart(new URL('https://site.example/a?b=1#c')); // '/a?b=1#c'
 * ```
 */
export function relativePart(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}
