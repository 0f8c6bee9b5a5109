import type { Tokens } from '../tokens/tokens';

/** At most this many sessions wait to be revoked: enough for a few sign-outs while offline, never a growing pile. */
const MAX_PENDING = 5;

/**
 * Sessions signed out on this device whose revocation the server has not confirmed yet (it did not answer). Sign-out
 * never waits for the server (issue 20): the tokens go at once, and the pair is kept here so the revocation can be
 * tried again later — on the next page load and when the browser comes back online. With the cookie token store in a
 * browser the list lives in localStorage (it survives the page); elsewhere there is no list, and a sign-out the server
 * did not confirm is not tried again. It holds no more than the token store held before the sign-out.
 *
 * @example
 * ```ts
 * const pending = createPendingSignOuts(localStorage, projectId);
 * pending.add({ accessToken, refreshToken });
 * ```
 */
export type PendingSignOuts = {
  /** True when there is a list (localStorage). */
  readonly persistent: boolean;
  list(): Tokens[];
  add(tokens: Tokens): void;
  /** The revocation of `tokens` went through, or the session was already gone. */
  remove(tokens: Tokens): void;
};

/**
 * A pending sign-out list in `storage` (localStorage) under a key of the project; none when `storage` is null.
 *
 * @example
 * ```ts
 * const pending = createPendingSignOuts(null, 'internal'); // keeps nothing
 * ```
 */
export function createPendingSignOuts(storage: Storage | null, projectId: string): PendingSignOuts {
  const key = `latch-pending-sign-out-${projectId}`;
  const read = (): Tokens[] => {
    if (!storage) return [];
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isTokens) : [];
    } catch {
      return []; // an unreadable entry is dropped: the next write replaces it
    }
  };
  const write = (list: Tokens[]) => {
    try {
      if (list.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(list));
    } catch (error) {
      console.warn('Latch: could not keep a signed-out session to revoke later.', error); // storage full or blocked
    }
  };
  const same = (a: Tokens, b: Tokens) => a.refreshToken === b.refreshToken && a.accessToken === b.accessToken;
  return {
    persistent: storage !== null,
    list: read,
    add: (tokens) => write([...read().filter((entry) => !same(entry, tokens)), tokens].slice(-MAX_PENDING)),
    remove: (tokens) => write(read().filter((entry) => !same(entry, tokens))),
  };
}

function isTokens(value: unknown): value is Tokens {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  const tokenOrNull = (token: unknown) => token === null || typeof token === 'string';
  return tokenOrNull(accessToken) && tokenOrNull(refreshToken) && (accessToken !== null || refreshToken !== null);
}
