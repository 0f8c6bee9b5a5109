import { HEADER } from '../../protocol/headers';
import type { TokenStoreInit } from './create-token-store';

/**
 * Where an app keeps its project's known-device token: the token a successful password sign-in or sign-up answers
 * with (`x-latch-known-device`), sent back on every later password sign-in so a stranger's failed guesses cannot
 * lock this device out of the account (README "Sign-in limits and lockouts").
 *
 * @example
 * ```ts
 * const store = createKnownDeviceStore('cookie', 'internal');
 * store.get(); // null until the first sign-in on this device
 * ```
 */
export interface KnownDeviceStore {
  get(): string | null;
  set(token: string): void;
}

/**
 * The store for an app's `tokenStore` option: with `'cookie'` in a browser, `localStorage` (key
 * `latch-known-device-<projectId>`), so the token outlives sessions and tabs like the device itself and is never sent
 * to the site's own server as a cookie would be; otherwise memory, for as long as the app lives.
 *
 * @example
 * ```ts
 * const knownDevice = createKnownDeviceStore(options.tokenStore, options.projectId);
 * ```
 */
export function createKnownDeviceStore(init: TokenStoreInit, projectId: string): KnownDeviceStore {
  let remembered: string | null = null;
  const key = `latch-known-device-${projectId}`;
  const storage = (): Storage | undefined => (init === 'cookie' ? globalThis.localStorage : undefined);
  return {
    get: () => {
      try {
        return storage()?.getItem(key) ?? remembered;
      } catch {
        // Storage refused (privacy settings): the memory copy still serves this page.
        return remembered;
      }
    },
    set: (token) => {
      remembered = token;
      try {
        storage()?.setItem(key, token);
      } catch {
        // Storage refused or full: the memory copy still serves this page.
      }
    },
  };
}

/**
 * What a password sign-in or sign-up call adds: the stored token as a header, and keeping the token the server
 * answers with.
 *
 * @example
 * ```ts
 * await call(context.sender, routes.passwordSignIn, { body, session: context.tokens, ...knownDeviceExchange(context.knownDevice) });
 * ```
 */
export function knownDeviceExchange(store: KnownDeviceStore): {
  headers: Record<string, string>;
  onResponse: (response: Response) => void;
} {
  const token = store.get();
  return {
    headers: token === null ? {} : { [HEADER.knownDevice]: token },
    onResponse: (response) => {
      const answered = response.headers.get(HEADER.knownDevice);
      if (answered) store.set(answered);
    },
  };
}
