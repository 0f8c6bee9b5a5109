import type { KnownErrorCode } from '../../protocol/known-error';
import type { PasskeyFailureKey } from './en/passkey-failures';

/**
 * The keys of every English UI string. The strings themselves live in one table per screen (`en/*.ts`), so each
 * element's chunk carries only its own; error messages, keyed by error code, are in `en-errors.ts` (loaded on the
 * first error). Other languages and a site owner's wording come in through `Latch.setTranslations({ key: 'text' })`.
 */
export type UiStringKey = keyof UiStrings;

/**
 * Every UI string key, each typed string: each table in `en/*.ts` adds its keys here with `declare module '../en'`,
 * so a screen's new table needs no edit of a shared list.
 *
 * @public (exported for the declaration merging, which knip does not see)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each table in en/*.ts
export interface UiStrings {}

/**
 * One namespace for UI strings and error messages (error codes, and the sentences of failed passkey dialogs): what
 * `Latch.setTranslations` accepts as keys.
 */
export type TranslationKey = UiStringKey | KnownErrorCode | PasskeyFailureKey;

/** A table of English strings, as a screen hands it to its translator. */
export type StringTable = Readonly<Partial<Record<UiStringKey, string>>>;
