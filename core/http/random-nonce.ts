/**
 * A fresh random string for `x-stack-random-nonce`: a cache buster that makes every request unique (docs/wire.md §1).
 *
 * @example
 * ```ts
 * headers[HEADER.randomNonce] = randomNonce();
 * ```
 */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
