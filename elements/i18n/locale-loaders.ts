import type { LocaleTable } from './locale-table';
import { PSEUDO_LOCALE } from './resolve-locale';

/**
 * Every locale besides English, each its own lazily loaded chunk (`locales/<tag>.ts`): a page loads only the one it
 * speaks, and an English page none (nor this map: it is a chunk of its own too). A new locale adds its line here;
 * the build fails when a file of `locales/` has no line or a line no file (docs/i18n.md "Adding a locale").
 */
const LOCALE_LOADERS: Readonly<Record<string, () => Promise<{ strings: LocaleTable }>>> = {
  ar: () => import('./locales/ar'),
  de: () => import('./locales/de'),
  he: () => import('./locales/he'),
  [PSEUDO_LOCALE]: () => import('./pseudo-locale'),
};

const loading = new Map<string, Promise<LocaleTable>>();

/** The strings of `locale`, loaded once (a failed load is tried again next time). */
export function loadStrings(locale: string): Promise<LocaleTable> {
  let promise = loading.get(locale);
  if (!promise) {
    const load = LOCALE_LOADERS[locale];
    promise = load ? load().then(({ strings }) => strings) : Promise.reject(new Error(`no ${locale} strings in this build`));
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
