/**
 * The site owner's overrides (`Latch.setTranslations`), by locale: `'*'` holds those given without a locale (they
 * apply in every language), a tag those given for that locale (`Latch.setTranslations('de', { … })`).
 */
export type TranslationOverrides = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The key of `TranslationOverrides` for overrides given without a locale. */
export const EVERY_LOCALE = '*';
