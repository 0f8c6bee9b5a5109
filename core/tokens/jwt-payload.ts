/**
 * The payload of a compact JWS (`header.payload.signature`, RFC 7515 §7.1) as a JSON object, unverified; null when
 * `token` is not one. A few lines instead of a JOSE library in every page: the browser never verifies a signature
 * (the server checks every token it receives), it only reads claims (see access-token-claims.ts).
 *
 * @example
 * ```ts
 * decodeJwtPayload('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSJ9.'); // { sub: 'u1' }
 * decodeJwtPayload('not a token'); // null
 * ```
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  const payload = parts[1];
  // Three parts exactly: five would be a JWE (RFC 7516 §7.1), whose payload is encrypted.
  if (parts.length !== 3 || payload === undefined || !/^[\w-]+$/.test(payload)) return null;
  try {
    // base64url (RFC 4648 §5) to base64; atob accepts the missing padding.
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    // Not base64url of UTF-8 JSON: no payload to read.
    return null;
  }
}
