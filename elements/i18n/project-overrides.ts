import type { ClientProjectConfig } from '../../core';

/**
 * The project's own words for the elements' strings in `lang`, the element's resolved locale (docs/branding.md
 * "Text overrides", docs/i18n.md), which sit over that locale's built-in strings and under the page's
 * `Latch.setTranslations`: its language's (`pt` for `pt-BR`), then its exact locale's. An English override stays on
 * English pages: a German page shows German words, the project's or built in.
 *
 * @example
 * ```ts
 * projectOverrides({ en: { 'signIn.title': 'Welcome back' } }, 'en'); // { 'signIn.title': 'Welcome back' }
 * ```
 */
export function projectOverrides(overrides: ClientProjectConfig['textOverrides'] | undefined, lang: string): Readonly<Record<string, string>> {
  if (!overrides) return {};
  return { ...overrides[lang.split('-')[0] ?? ''], ...overrides[lang] };
}
