import { vi } from 'vitest';

/** One cookie as the fake document stores it, with the attributes it was written with. */
export type StoredCookie = { value: string; attributes: string[] };

/**
 * Test support: a minimal `document` whose `cookie` property behaves like a browser's (no jsdom is installed):
 * assignments set or, with `max-age=0`, delete one cookie; reading lists `name=value` pairs. Several apps ("tabs")
 * may share one jar.
 *
 * @example
 * ```ts
 * const jar = new FakeCookieJar();
 * installFakeBrowser('https://site.example/page', jar);
 * ```
 */
export class FakeCookieJar extends EventTarget {
  readonly cookies = new Map<string, StoredCookie>();
  /** The page is in view; tests set 'hidden' and dispatch `visibilitychange` to act out switching tabs. */
  visibilityState: 'visible' | 'hidden' = 'visible';

  get cookie(): string {
    return [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  }

  set cookie(text: string) {
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) this.cookies.delete(name);
    else this.cookies.set(name, { value, attributes });
  }
}

/** The page's `sessionStorage`: the Storage methods core uses, over a Map. */
export class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * Stubs `document`, `window`, `location`, `history` and `sessionStorage` for a page at `href`; `vi.unstubAllGlobals()`
 * removes them. `window` and `document` are event targets, so tests can act out focus and visibility changes.
 * `history.replaceState(state, '', url)` changes `location.href` (and its parts) as a browser does.
 */
export function installFakeBrowser(href: string, jar: FakeCookieJar = new FakeCookieJar()) {
  // The parts of the URL are read from `href`, so they follow history.replaceState.
  const location = {
    href: new URL(href).href,
    get origin() {
      return new URL(this.href).origin;
    },
    get protocol() {
      return new URL(this.href).protocol;
    },
    get hostname() {
      return new URL(this.href).hostname;
    },
    get pathname() {
      return new URL(this.href).pathname;
    },
    get search() {
      return new URL(this.href).search;
    },
    get hash() {
      return new URL(this.href).hash;
    },
    assign: vi.fn(),
    replace: vi.fn(),
  };
  vi.stubGlobal('document', jar);
  vi.stubGlobal('location', location);
  const sessionStorage = new FakeStorage();
  vi.stubGlobal('sessionStorage', sessionStorage);
  const history = {
    state: null as unknown,
    replaceState: vi.fn((_state: unknown, _unused: string, next?: string | URL | null) => {
      if (next === undefined || next === null) return;
      const moved = new URL(next, location.href);
      if (moved.origin !== location.origin) throw new Error(`replaceState cannot change the origin (${moved.origin}).`);
      location.href = moved.href;
    }),
  };
  vi.stubGlobal('history', history);
  const window = Object.assign(new EventTarget(), { location, sessionStorage, history });
  vi.stubGlobal('window', window);
  return { jar, location, window, sessionStorage, history };
}
