/**
 * The languages Latch ships (docs/i18n.md): BCP 47 tags, English first. The elements load a locale's strings as a
 * chunk of its own; the server writes its default e-mails in each. A region falls back to its language (`pt-BR` →
 * `pt`), so only `zh-CN`/`zh-TW` carry one.
 *
 * @example
 * ```ts
 * (LOCALES as readonly string[]).includes('de'); // true
 * ```
 */
export const LOCALES = [
  'en',
  'ar',
  'he',
  'fa',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'cs',
  'sv',
  'da',
  'nb',
  'fi',
  'el',
  'hu',
  'ro',
  'ca',
  'ru',
  'uk',
  'tr',
  'hi',
  'bn',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'th',
  'vi',
  'id',
  'ms',
] as const;

/** One of the shipped languages. */
export type Locale = (typeof LOCALES)[number];

/** The locales written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he', 'fa'];
