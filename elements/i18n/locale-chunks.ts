import { atom, type ReadableAtom } from 'nanostores';
import { LOCALES } from '../../protocol/locales';
import { PSEUDO_LOCALE } from './resolve-locale';

type Strings = Readonly<Record<string, string>>;

/** How long an element waits for its language's chunk before it shows English instead (docs/i18n.md). */
export const LOCALE_WAIT_MS = 3_000;

/** The locales an element can speak: the shipped ones (protocol/locales.ts) and the pseudo-locale. */
export const SPEAKABLE_LOCALES: readonly string[] = [...LOCALES, PSEUDO_LOCALE];

/** Each locale's strings once loaded; English is always here (`{}`: each screen's chunk carries its English table). */
const loaded = new Map<string, Strings>([['en', {}]]);

/** The strings of `locale` if its chunk is here. */
export function loadedLocale(locale: string): Strings | undefined {
  return loaded.get(locale);
}

/**
 * Loads the chunk of `locale` (through the map of locale chunks, itself a chunk, so an English page loads neither);
 * undefined when it cannot load (the element then speaks English).
 */
export function loadLocale(locale: string): Promise<Strings | undefined> {
  return import('./locale-loaders')
    .then(({ loadStrings }) => loadStrings(locale))
    .then(
      (strings) => {
        loaded.set(locale, strings);
        return strings;
      },
      (error: unknown) => {
        console.warn(`Latch: the ${locale} strings could not be loaded; showing English.`, error);
        return undefined;
      },
    );
}

let $pageLang: ReadableAtom<number> | undefined;

/**
 * Ticks when a `lang` attribute anywhere in the document changes (`<html lang>`, a section's, an element's own), so
 * the elements work out their language again.
 */
export function pageLangChanges(): ReadableAtom<number> {
  if (!$pageLang) {
    const $ticks = atom(0);
    new MutationObserver(() => $ticks.set($ticks.get() + 1)).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    $pageLang = $ticks;
  }
  return $pageLang;
}
