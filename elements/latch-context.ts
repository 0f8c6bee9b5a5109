import type { ReadableAtom } from 'nanostores';
import { createContext, useContext } from 'react';
import type { LatchTheme } from '../protocol/elements';
import type { FlowEnv } from './flows/flow-env';
import type { TranslationOverrides } from './i18n/overrides';

/**
 * What every Latch component reads: the flow environment (the app, how actions run, where failures go) plus what
 * rendering needs. A custom element provides it from the page runtime and its host (define-element.tsx); a React app
 * such as the dashboard provides it with `<LatchProvider app={clientApp}>`, without a host element or a page runtime.
 */
export type LatchContextValue = FlowEnv & {
  /** The site owner's translation overrides, by locale; components re-render when they change. */
  readonly $translations: ReadableAtom<TranslationOverrides>;
  /** The custom element rendered in, or null when rendered straight into a React app. */
  readonly host: HTMLElement | null;
  /** The page's theme (the script tag's `data-theme`) when the element sets none; else the project's branding decides. */
  readonly theme: LatchTheme | undefined;
  /** The locale the element speaks (docs/i18n.md "Which language"): its text, `dir`, dates and numbers. */
  readonly lang: string;
  /** That locale's strings (`{}` for English: each screen's chunk carries its English table). */
  readonly strings: Readonly<Record<string, string>>;
  /** Reports the step a screen shows (`latch-step-changed`). */
  onStep(step: string): void;
  /** True once a redirect has gone ahead: the page is leaving, so screens should not start another one. */
  isLeaving(): boolean;
  /** `href` carrying the current page's `after_auth_return_to`, so switching sign-in ⇄ sign-up keeps it. */
  keepReturnTo(href: string): string;
  /** Gives the place this renders in (the element's shadow root, else the document) a stylesheet, once. */
  adoptStyles(css: string): void;
};

export const LatchContext = createContext<LatchContextValue | null>(null);

/** The Latch context; a component outside an auth-* element or a LatchProvider is a caller's mistake. */
export function useLatch(): LatchContextValue {
  const value = useContext(LatchContext);
  if (!value) throw new TypeError('Latch components render inside an auth-* element or a <LatchProvider>.');
  return value;
}
