import { en, type TranslationKey } from './en';

/** Values for a string's `{name}` placeholders. */
export type TranslationValues = Record<string, unknown>;

/** Looks a key up (site owner's overrides first, then English) and fills its placeholders. */
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
 * A translator: the site owner's partial overrides, then the English UI strings, then the English error
 * messages (`errors`, once loaded). A key found nowhere is shown as itself, which a test rules out for English.
 */
export function createTranslate(overrides: Readonly<Record<string, string>>, errors?: Readonly<Record<string, string>>): Translate {
  const english: Readonly<Record<string, string>> = en;
  return (key, values) => fillPlaceholders(overrides[key] ?? english[key] ?? errors?.[key] ?? key, values);
}

/** True for a known-error code or UI string key, the keys of the tables. */
export function isTranslationKey(key: string, errors?: Readonly<Record<string, string>>): key is TranslationKey {
  return Object.prototype.hasOwnProperty.call(en, key) || (errors !== undefined && Object.prototype.hasOwnProperty.call(errors, key));
}
