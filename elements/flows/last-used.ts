/**
 * "Last used": which way of signing in last worked on this device, so the sign-in card can point at it. One
 * localStorage key holds `password`, `magicLink` (e-mail code; the stored spelling, kept so devices that remember it
 * still do) or `oauth:<provider>`; nothing personal (no address) is kept.
 * Storage may be missing (Node, a sandboxed frame) or refuse access (private modes): then nothing is remembered.
 */
export const LAST_USED_KEY = 'latch-last-sign-in';
/**
 * The provider an OAuth sign-in was started with, for the callback page (a full navigation away and back, in the
 * same tab, so sessionStorage): the callback URL does not name the provider.
 */
export const PENDING_OAUTH_KEY = 'latch-oauth-pending';

export type LastUsed = 'password' | 'email-code' | `oauth:${string}`;

/** E-mail code's spelling in storage: the one place `email-code` is `magicLink`. */
const STORED_EMAIL_CODE = 'magicLink';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return globalThis[kind] ?? null;
  } catch (error) {
    // Reading the property itself throws a SecurityError where storage is blocked: treat as absent.
    if (error instanceof Error) return null;
    throw error;
  }
}

function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch (error) {
    // Quota or access errors: "last used" is a hint, never worth failing a sign-in for.
    if (error instanceof Error) return fallback;
    throw error;
  }
}

/** The method that last signed in on this device, or null. */
export function readLastUsed(store = storage('localStorage')): LastUsed | null {
  const value = store ? attempt(() => store.getItem(LAST_USED_KEY), null) : null;
  if (value === STORED_EMAIL_CODE) return 'email-code';
  return value === 'password' || (value?.startsWith('oauth:') && value.length > 6) ? (value as LastUsed) : null;
}

/** Called where a sign-in completed. */
export function rememberLastUsed(method: LastUsed, store = storage('localStorage')): void {
  if (store) attempt(() => store.setItem(LAST_USED_KEY, method === 'email-code' ? STORED_EMAIL_CODE : method), undefined);
}

/** Called as an OAuth sign-in leaves for the provider. */
export function rememberPendingOAuth(provider: string, store = storage('sessionStorage')): void {
  if (store) attempt(() => store.setItem(PENDING_OAUTH_KEY, provider), undefined);
}

/** The provider of the OAuth sign-in in progress in this tab (read once: it is forgotten here). */
export function takePendingOAuth(store = storage('sessionStorage')): string | null {
  if (!store) return null;
  return attempt(() => {
    const provider = store.getItem(PENDING_OAUTH_KEY);
    store.removeItem(PENDING_OAUTH_KEY);
    return provider;
  }, null);
}

/**
 * Remembers a password sign-in on a card that offers several methods (the only place "Last used" is shown): the
 * password panel holds the card while its submit runs, so a session arriving then is its. Mounted by the lazy
 * panels of such cards (OAuth, e-mail code), so the password form's own chunk carries nothing for it.
 * Returns the unsubscribe function.
 */
export function rememberHeldPasswordSignIn(
  $held: { get(): readonly string[] },
  $user: { listen(listener: (user: { isAnonymous: boolean } | null | undefined) => void): () => void },
  remember: (method: LastUsed) => void = rememberLastUsed,
): () => void {
  return $user.listen((user) => {
    if (user && !user.isAnonymous && $held.get().includes('password')) remember('password');
  });
}
