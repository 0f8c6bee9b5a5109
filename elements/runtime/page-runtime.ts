import type { ReadableAtom } from 'nanostores';
import type { ClientApp } from '../../core';
import type { LatchConfig } from '../../protocol/elements';
import type { TranslationOverrides } from '../i18n/overrides';

/**
 * What every element on a page shares: the one ClientApp (so one session and the same atoms), the loader's
 * configuration, the site owner's translation overrides, and the rules for events and redirects.
 */
export type PageRuntime = {
  readonly app: ClientApp;
  readonly config: LatchConfig;
  readonly $translations: ReadableAtom<TranslationOverrides>;
  /**
   * Runs an action started in `host` (sign-in, sign-out …): the session events and redirects it causes are
   * dispatched from `host`, so a listener on the element hears them. Resolves with the action's value and
   * whether it navigated away (false when the host page cancelled `latch-before-redirect`, or nothing redirected).
   */
  act<T>(host: HTMLElement, action: () => Promise<T>): Promise<{ value: T; navigated: boolean }>;
  /** Navigates to `url` unless a listener cancels the `latch-before-redirect` dispatched from `from`. */
  navigate(url: string, from?: HTMLElement): boolean;
  /** True once a redirect has gone ahead: the page is leaving, so screens should not start another one. */
  isLeaving(): boolean;
  /** `href` carrying the current page's `after_auth_return_to`, so switching sign-in ⇄ sign-up keeps it. */
  keepReturnTo(href: string): string;
  /** An app navigating like `app` whose after-sign-in and after-sign-up URL is `url` (an element's attribute). */
  afterAuthApp(url: string): ClientApp;
};

let current: PageRuntime | undefined;

/** Called once by the runtime entry's `start`. */
export function setPageRuntime(runtime: PageRuntime): void {
  if (current) throw new TypeError('Latch: the runtime was started twice on this page.');
  current = runtime;
}

/** The page's runtime; element chunks are only defined after the loader has started it. */
export function pageRuntime(): PageRuntime {
  if (!current) throw new TypeError('Latch: an element was defined before the runtime started; load elements through latch.js.');
  return current;
}
