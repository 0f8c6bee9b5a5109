import type { TranslationKey } from './en';

/**
 * A whole locale: a string for every key English has (UI strings, error messages, the sentences of failed passkey
 * dialogs) and no other key, so the type checker fails a locale with a missing or an unknown key. Each locale is
 * `elements/i18n/locales/<tag>.ts`, its own lazily loaded chunk; `{name}` placeholders stay as English has them.
 *
 * @example
 * ```ts
 * export const strings: LocaleTable = { 'signIn.title': 'Bei {project} anmelden', … };
 * ```
 */
export type LocaleTable = Readonly<Record<TranslationKey, string>>;
