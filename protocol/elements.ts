/**
 * The contract between a host page, the script-tag loader and the element bundles: tag names, DOM event
 * names and their details, the loader's configuration and the `window.Latch` API. Values only; no I/O.
 *
 * @example
 * ```ts
 * document.addEventListener(ELEMENT_EVENTS.signedIn, (event) => console.log(event.detail.user));
 * ```
 */

/**
 * Every custom element the product defines.
 *
 * @example
 * ```ts
 * const selector = ELEMENT_TAGS.join(','); // 'auth-sign-in,auth-sign-up,…'
 * ```
 */
export const ELEMENT_TAGS = ['auth-sign-in', 'auth-sign-up', 'auth-user-button', 'auth-handler', 'auth-account-settings', 'auth-team-switcher'] as const;
/**
 * The name of one of the product's custom elements.
 *
 * @example
 * ```ts
 * const tag: ElementTag = 'auth-sign-in';
 * ```
 */
export type ElementTag = (typeof ELEMENT_TAGS)[number];

/**
 * DOM events the elements dispatch. All bubble and are `composed`, so they cross shadow roots and reach
 * `document`. `beforeRedirect` is cancelable: a host router calls `preventDefault()` and navigates itself.
 * `teamChanged` comes from `<auth-team-switcher>` when the user picks (or creates) their current team.
 *
 * @example
 * ```ts
 * element.addEventListener(ELEMENT_EVENTS.beforeRedirect, (event) => {
 *   event.preventDefault();
 *   router.push((event as CustomEvent<{ url: string }>).detail.url);
 * });
 * ```
 */
export const ELEMENT_EVENTS = {
  signedIn: 'latch-signed-in',
  signedOut: 'latch-signed-out',
  sessionChanged: 'latch-session-changed',
  stepChanged: 'latch-step-changed',
  error: 'latch-error',
  beforeRedirect: 'latch-before-redirect',
  teamChanged: 'team-changed',
} as const;

/**
 * A user as the host page sees it: the SDK's camelCase fields, no methods.
 *
 * @example
 * ```ts
 * const user: LatchUser | null = await window.Latch.getUser();
 * greeting.textContent = user ? `Hello ${user.displayName ?? user.primaryEmail}` : 'Hello';
 * ```
 */
export type LatchUser = {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  profileImageUrl: string | null;
  signedUpAt: string;
  isAnonymous: boolean;
  hasPassword: boolean;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  selectedTeam: { id: string; displayName: string } | null;
};

/**
 * The `detail` of each element event, by event name.
 *
 * @example
 * ```ts
 * const detail: ElementEventDetail['latch-error'] = { code: 'EMAIL_PASSWORD_MISMATCH', message: 'Wrong e-mail or password.' };
 * ```
 */
export type ElementEventDetail = {
  'latch-signed-in': { user: LatchUser };
  'latch-signed-out': Record<string, never>;
  'latch-session-changed': { user: LatchUser | null };
  'latch-step-changed': { step: string };
  'latch-error': { code: string; message: string };
  'latch-before-redirect': { url: string };
  /** The user's newly selected team, null for none. */
  'team-changed': { teamId: string | null };
};

/**
 * An element's colour scheme (`theme` attribute, or the script tag's `data-theme`); `auto` follows the system.
 *
 * @example
 * ```ts
 * const theme: LatchTheme = 'auto';
 * ```
 */
export type LatchTheme = 'light' | 'dark' | 'auto';

/**
 * What the loader reads from its `<script>` tag's data-* attributes and hands to the runtime.
 *
 * @example
 * ```ts
 * const config: LatchConfig = { projectId: 'internal', baseUrl: 'https://auth.example.com', theme: 'dark' };
 * ```
 */
export type LatchConfig = {
  projectId: string;
  publishableClientKey?: string;
  /** The server's origin; defaults to the loader script's origin. */
  baseUrl: string;
  /** Handler base path and any overridden sub-route or after-* target (see core's HandlerUrls). */
  urls?: Record<string, string>;
  theme?: LatchTheme;
  lang?: string;
  /** The loader script's nonce, applied to anything the runtime must insert under a strict CSP. */
  nonce?: string;
};

/**
 * `window.Latch`.
 *
 * @example
 * ```ts
 * await window.Latch.ready();
 * const stop = window.Latch.subscribe((user) => render(user));
 * ```
 */
export type LatchApi = {
  readonly version: string;
  /** Resolves once the session state is known (signed in or out). */
  ready(): Promise<void>;
  getUser(): Promise<LatchUser | null>;
  /**
   * Ends the session on the server and in every tab, then goes to the after-sign-out URL; a page that wants to
   * stay (or route itself) cancels the `latch-before-redirect` event.
   */
  signOut(): Promise<void>;
  /**
   * Signs in as a guest: an anonymous user with a session, where the project allows anonymous users (else it rejects
   * with the error code ANONYMOUS_ACCOUNTS_NOT_ENABLED). Resolves with that user (`isAnonymous: true`), or with the
   * user already signed in. A guest still reads as signed out in `getUser()` and `subscribe()` (as Stack counts
   * anonymous users); signing up later keeps the guest's id and what it did.
   */
  signInAnonymously(): Promise<LatchUser>;
  /** Calls `listener` with the user now and on every change; returns the unsubscribe function. */
  subscribe(listener: (user: LatchUser | null) => void): () => void;
  /** Loads and defines element tags now, for pages that create them inside their own shadow roots. */
  load(...tags: ElementTag[]): Promise<void>;
  /**
   * Overrides some strings (keys of the translation table, error codes included; docs/i18n.md "Overrides"): in
   * every language, or with a locale first (`setTranslations('de', { … })`) in that language only, which wins.
   */
  setTranslations(strings: Record<string, string>): void;
  setTranslations(locale: string, strings: Record<string, string>): void;
  /** The languages the elements ship (BCP 47 tags, English first); `lang="en-XA"` is the pseudo-locale, not listed. */
  readonly locales: readonly string[];
};

/**
 * Box of each element before its script has run (`:not(:defined)`, shipped by the loader) and while it loads
 * its data (the element's own `:host` style), so that neither the upgrade nor the first render shifts the page.
 *
 * @example
 * ```ts
 * const { display, minHeight } = ELEMENT_BOXES['auth-sign-in']; // 'block', '24rem'
 * ```
 */
export const ELEMENT_BOXES: Record<ElementTag, { display: 'block' | 'inline-block'; width?: string; height?: string; minHeight: string }> = {
  // Each card's box includes its "Secured by Latch" line (docs/branding.md), about 2 rem.
  'auth-sign-in': { display: 'block', minHeight: '24rem' },
  'auth-sign-up': { display: 'block', minHeight: '29rem' },
  'auth-user-button': { display: 'inline-block', width: '2.25rem', height: '2.25rem', minHeight: '2.25rem' },
  'auth-handler': { display: 'block', minHeight: '24rem' },
  'auth-account-settings': { display: 'block', minHeight: '30rem' },
  'auth-team-switcher': { display: 'inline-block', height: '2.5rem', minHeight: '2.5rem' },
};

/**
 * One browser bundle of the build: its file and every file its static imports pull in (itself included).
 *
 * @example
 * ```ts
 * const entry: LatchManifestEntry = { file: 'assets/runtime-3F2A.js', files: ['assets/runtime-3F2A.js', 'assets/react-9C1B.js'] };
 * ```
 */
export type LatchManifestEntry = { file: string; files: string[] };

/**
 * `manifest.json` of the build, and the part of it the loader carries: paths are relative to the server's
 * public root (`assets/runtime-3F2A….js`), content-hashed and served immutable.
 *
 * @example
 * ```ts
 * const runtimeUrl = new URL(manifest.runtime.file, publicRoot);
 * ```
 */
export type LatchManifest = {
  version: string;
  runtime: LatchManifestEntry;
  elements: Record<ElementTag, LatchManifestEntry>;
  /** The versioned copy of the loader and its Subresource Integrity hash (absent inside the loader itself). */
  loader?: { file: string; integrity: string };
};

/**
 * The part of `window.Latch` the runtime implements; the loader adds `version` and `load` (it owns the chunks).
 *
 * @example
 * ```ts
 * const api: LatchRuntimeApi = ((await import(runtimeUrl)) as LatchRuntimeModule).start(config);
 * ```
 */
export type LatchRuntimeApi = Omit<LatchApi, 'version' | 'load' | 'locales'>;

/**
 * What the runtime chunk exports: the loader calls `start` once, with the configuration of its script tag.
 *
 * @example
 * ```ts
 * const api = ((await import(runtimeUrl)) as LatchRuntimeModule).start(config);
 * ```
 */
export type LatchRuntimeModule = { start(config: LatchConfig): LatchRuntimeApi };

/**
 * What each element chunk exports: `define` registers the tag; the loader calls it after `start`.
 *
 * @example
 * ```ts
 * ((await import(elementUrl)) as LatchElementModule).define();
 * ```
 */
export type LatchElementModule = { define(): void };
