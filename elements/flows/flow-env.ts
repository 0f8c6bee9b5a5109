import type { ClientApp } from '../../core';

/**
 * What a flow needs from where it runs, and nothing framework- or DOM-specific: the page's app, how to run an
 * action the visitor started, and where to report what the visitor is shown. An element builds it from the page
 * runtime and its host (events dispatched from the element); the dashboard's LatchProvider from its own app; a test
 * from a real ClientApp against the in-process server.
 */
export type FlowEnv = {
  readonly app: ClientApp;
  /**
   * Runs an action (sign-in, sign-out, a redirect …) as this element's: resolves with its value and whether the
   * page is navigating away (false when nothing redirected, or the host page cancelled the redirect).
   */
  act<T>(action: () => Promise<T>): Promise<{ value: T; navigated: boolean }>;
  /**
   * An app that navigates like `app` but whose after-sign-in and after-sign-up fallback is `url` (an element's
   * `after-sign-in-url`), so core's one redirect rule applies to it. Absent where no such override exists.
   */
  afterAuthApp?(url: string): ClientApp;
  /** Called once per failure shown, with its code and its message in the page's language (`latch-error`). */
  onFailure(code: string, message: string): void;
  /** True once a redirect has gone ahead: the page is leaving, so a flow should not start another one. */
  isLeaving(): boolean;
  /**
   * The strings of the element's language under the site owner's overrides, as they are at the time of the call (for
   * the message `onFailure` reports); English fills what they lack.
   */
  translations(): Readonly<Record<string, string>>;
};
