import type { DecodedAccessToken } from './access-tokens';

/** Bounded so a flood of distinct valid tokens cannot grow memory without limit. */
const MAX_ENTRIES = 10_000;

type Entry = { kid: string; decoded: DecodedAccessToken };

/**
 * Access tokens this instance has already verified, by their exact text: a client sends the same token on every
 * request until it expires, and an ES256 check costs more than the rest of an authenticated read (issue 7). Only a
 * byte-identical token hits, so nothing is trusted that was not verified; expiry is checked on every use, and the
 * caller still requires the signing key to be current (so a retired key's tokens stop at the next key reload).
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Entry>();

  get(token: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.decoded.expiresAtMillis <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  add(token: string, kid: string, decoded: DecodedAccessToken): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(token, { kid, decoded });
  }

  delete(token: string): void {
    this.entries.delete(token);
  }
}
