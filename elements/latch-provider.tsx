import { atom } from 'nanostores';
import { useMemo, type ReactNode } from 'react';
import type { ClientApp } from '../core';
import type { LatchTheme } from '../protocol/elements';
import { EVERY_LOCALE } from './i18n/overrides';
import { LatchContext, type LatchContextValue } from './latch-context';
import { adoptDocumentStyles } from './styles/stylesheets';

export type LatchProviderProps = {
  app: ClientApp;
  /** Overrides of the strings, keyed like `Latch.setTranslations` (they apply in every language). */
  translations?: Readonly<Record<string, string>>;
  theme?: LatchTheme;
  lang?: string;
  children?: ReactNode;
};

/**
 * Lets a React app (the dashboard) render Latch screens with its own app: no custom element, no script tag, no
 * page-global runtime. Actions run as they are; redirects go through the app's own `redirectMethod`.
 *
 * @example
 * ```tsx
 * <LatchProvider app={clientApp}><SignInScreen /></LatchProvider>
 * ```
 */
export function LatchProvider({ app, translations, theme, lang = 'en', children }: LatchProviderProps) {
  const value = useMemo<LatchContextValue>(
    () => ({
      app,
      // A SPA router takes over navigation: whether the page leaves is not known here, so the form comes back.
      act: async (action) => ({ value: await action(), navigated: false }),
      onFailure: () => undefined,
      translations: () => translations ?? {},
      $translations: atom({ [EVERY_LOCALE]: translations ?? {} }),
      strings: {},
      host: null,
      theme,
      lang,
      onStep: () => undefined,
      isLeaving: () => false,
      keepReturnTo: (href) => href,
      adoptStyles: (css) => adoptDocumentStyles(css),
    }),
    [app, translations, theme, lang],
  );
  return <LatchContext.Provider value={value}>{children}</LatchContext.Provider>;
}
