import { EVERY_LOCALE, type TranslationOverrides } from './overrides';
import { matchLocale } from './resolve-locale';

/**
 * What an element in `locale` shows before English: its locale's strings, under the owner's overrides for every
 * language, under those given for a tag that `locale` serves ('de-AT' overrides German), in the order given.
 */
export function localeStrings(overrides: TranslationOverrides, locale: string, strings: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const own = Object.entries(overrides).filter(([tag]) => tag !== EVERY_LOCALE && matchLocale(tag, [locale]) === locale);
  return Object.assign({ ...strings, ...overrides[EVERY_LOCALE] }, ...own.map(([, table]) => table));
}
