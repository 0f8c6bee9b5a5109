import type { LocaleTable } from './locale-table';
import { PSEUDO_LOCALE } from './resolve-locale';

/**
 * Every locale besides English, each its own lazily loaded chunk (`locales/<tag>.ts`): a page loads only the one it
 * speaks, and an English page none (nor this map: it is a chunk of its own too). A new locale adds its line here;
 * the build fails when a file of `locales/` has no line or a line no file (docs/i18n.md "Adding a locale").
 */
const LOCALE_LOADERS: Readonly<Record<string, () => Promise<{ strings: LocaleTable }>>> = {
  ar: () => import('./locales/ar'),
  bn: () => import('./locales/bn'),
  ca: () => import('./locales/ca'),
  cs: () => import('./locales/cs'),
  da: () => import('./locales/da'),
  de: () => import('./locales/de'),
  el: () => import('./locales/el'),
  es: () => import('./locales/es'),
  fa: () => import('./locales/fa'),
  fi: () => import('./locales/fi'),
  fr: () => import('./locales/fr'),
  he: () => import('./locales/he'),
  hi: () => import('./locales/hi'),
  hu: () => import('./locales/hu'),
  id: () => import('./locales/id'),
  it: () => import('./locales/it'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  ms: () => import('./locales/ms'),
  nb: () => import('./locales/nb'),
  nl: () => import('./locales/nl'),
  pl: () => import('./locales/pl'),
  pt: () => import('./locales/pt'),
  ro: () => import('./locales/ro'),
  ru: () => import('./locales/ru'),
  sv: () => import('./locales/sv'),
  th: () => import('./locales/th'),
  tr: () => import('./locales/tr'),
  uk: () => import('./locales/uk'),
  vi: () => import('./locales/vi'),
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
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
