import { englishStrings } from './english-table';
import type { LocaleTable } from './locale-table';
import { pseudoLocalize } from './pseudo-localize';

/**
 * The pseudo-locale `en-XA` (docs/i18n.md "Pseudo-locale"), made from English. The browser build replaces this
 * module with the table it computes (build/pseudo-locale.mjs), so the chunk carries the strings and no English table.
 */
export const strings = Object.fromEntries(Object.entries(englishStrings).map(([key, english]) => [key, pseudoLocalize(english)])) as LocaleTable;
