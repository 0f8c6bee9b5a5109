import type { ClientProjectConfig } from '../../core';

/**
 * The project's own words for the elements' strings in `lang` (docs/branding.md "Text overrides"), which sit over
 * the built-in strings and under the page's `Latch.setTranslations`: the project's English ones (the built-in
 * strings are English today), then its language's (`pt` for `pt-BR`), then its exact locale's.
 *
 * Locale resolution plugs in here: `lang` is the element's language as the page runtime knows it today
 * (`LatchContextValue.lang`), and `'en'` stands for the locale whose built-in strings are shown; once the elements
 * resolve a locale, pass it as `lang` and use it (not `'en'`) as the base.
 *
 * @example
 * ```ts
 * projectOverrides({ en: { 'signIn.title': 'Welcome back' } }, 'en'); // { 'signIn.title': 'Welcome back' }
 * ```
 */
export function projectOverrides(overrides: ClientProjectConfig['textOverrides'] | undefined, lang: string): Readonly<Record<string, string>> {
  if (!overrides) return {};
  return { ...overrides.en, ...overrides[lang.split('-')[0] ?? ''], ...overrides[lang] };
}
