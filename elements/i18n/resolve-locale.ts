import { RTL_LOCALES } from '../../protocol/locales';

/**
 * The pseudo-locale (docs/i18n.md "Pseudo-locale"): English with accented letters, about 40% longer and in
 * brackets, to show text that clips, overflows or was never translated. Selectable with `lang="en-XA"`; not one
 * of the shipped languages (`Latch.locales`).
 */
export const PSEUDO_LOCALE = 'en-XA';

/** Chinese written in Traditional characters: Taiwan, Hong Kong, Macau, or the script said outright. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/;
/** Older or related language codes, by the shipped language that serves them. */
const ALIASES: Readonly<Record<string, string>> = { iw: 'he', in: 'id', no: 'nb', nn: 'nb', zh: 'zh-CN' };

/**
 * The locale of `supported` that serves the BCP 47 `tag`: the same tag, else its language (`pt-BR` → `pt`,
 * `de-AT` → `de`); Chinese by script (`zh-Hant`/`zh-HK` → `zh-TW`, `zh`/`zh-Hans`/`zh-SG` → `zh-CN`).
 *
 * @example
 * ```ts
 * matchLocale('de-AT', ['en', 'de']); // 'de'
 * ```
 */
export function matchLocale(tag: string, supported: readonly string[]): string | undefined {
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = supported.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0] ?? '';
  const serving = language === 'zh' ? (TRADITIONAL_CHINESE.test(wanted) ? 'zh-TW' : 'zh-CN') : (ALIASES[language] ?? language);
  return supported.find((locale) => locale.toLowerCase() === serving.toLowerCase());
}

/**
 * The first of the `requested` tags that a locale of `supported` serves, else English.
 *
 * @example
 * ```ts
 * resolveLocale([undefined, 'sw', 'pt-BR'], ['en', 'pt']); // 'pt'
 * ```
 */
export function resolveLocale(requested: readonly (string | null | undefined)[], supported: readonly string[]): string {
  for (const tag of requested) {
    const locale = tag ? matchLocale(tag, supported) : undefined;
    if (locale) return locale;
  }
  return 'en';
}

/**
 * What an element is asked to speak, in order: its own `lang`, the nearest `lang` up the page (usually
 * `<html lang>`), the loader's `data-lang`, then the browser's languages.
 */
export function requestedLocales(host: Element, dataLang: string | undefined, languages: readonly string[]): (string | null | undefined)[] {
  const inherited = host.parentElement?.closest('[lang]:not([lang=""])') ?? (host.getRootNode() as ShadowRoot).host?.closest('[lang]:not([lang=""])');
  return [host.getAttribute('lang'), inherited?.getAttribute('lang'), dataLang, ...languages];
}

/** Whether `locale` is written right to left (Arabic, Hebrew, Persian). */
export function isRightToLeft(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}
