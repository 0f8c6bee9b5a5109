import { commonStrings } from './en/common';
import type { StringTable, TranslationKey } from './en';

/** Values for a string's `{name}` placeholders. */
export type TranslationValues = Record<string, unknown>;

/** Looks a key up (site owner's overrides and the locale's strings first, then English) and fills its placeholders. */
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/**
 * Fills `{name}` placeholders: strings as they are, other values as JSON, a missing value as nothing.
 *
 * @example
 * ```ts
 * fillPlaceholders('At least {min} characters.', { min: 8 }); // 'At least 8 characters.'
 * ```
 */
export function fillPlaceholders(template: string, values: TranslationValues = {}): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined || value === null) return '';
      return typeof value === 'string' ? value : JSON.stringify(value);
    })
    .replace(/\s+$/, '');
}

/**
 * A translator: the site owner's partial overrides, then the screen's English `strings` and the common ones, then
 * the English error messages (`errors`, once loaded). A key found nowhere is shown as itself, which the tests rule
 * out for English.
 */
export function createTranslate(overrides: Readonly<Record<string, string>>, strings: StringTable = {}, errors?: Readonly<Record<string, string>>): Translate {
  const english: Readonly<Record<string, string>> = { ...commonStrings, ...strings };
  return (key, values) => fillPlaceholders(overrides[key] ?? english[key] ?? errors?.[key] ?? key, values);
}
