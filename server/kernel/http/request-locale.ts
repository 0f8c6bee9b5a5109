import type { Context } from 'hono';
import { LOCALE_HEADER } from '../../../protocol/headers';
import { LOCALES, type Locale } from '../../../protocol/locales';
import type { AppEnv } from './app-env';

const SHIPPED: ReadonlySet<string> = new Set(LOCALES);
/** Chinese written in traditional characters: Taiwan, Hong Kong, Macao, or the script said outright. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/;

/**
 * The shipped locale a BCP 47 tag stands for, or undefined: an exact match, else its language (`pt-BR` → `pt`,
 * `de-AT` → `de`); Chinese goes to `zh-TW` when written in traditional characters (`zh-Hant`, `zh-TW`, `zh-HK`), else
 * to `zh-CN`. Case does not matter, `_` counts as `-` (docs/i18n.md "E-mails").
 *
 * @example
 * ```ts
 * shippedLocale('de-AT'); // 'de'
 * shippedLocale('zh-Hant-HK'); // 'zh-TW'
 * shippedLocale('xx'); // undefined
 * ```
 */
export function shippedLocale(tag: string): Locale | undefined {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  if (lower === '' || lower.length > 35) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0] ?? '';
  if (language === 'zh') return TRADITIONAL_CHINESE.test(lower) ? 'zh-TW' : 'zh-CN';
  // Norwegian without a written standard named is Bokmål, as the platforms read it.
  if (language === 'no') return 'nb';
  return SHIPPED.has(language) ? (language as Locale) : undefined;
}

/**
 * The first shipped locale of an `Accept-Language` value, by preference (`q`, then order), or undefined. A range of
 * `q=0` is refused by the reader, so it is skipped.
 *
 * @example
 * ```ts
 * acceptedLocale('fr-CH, fr;q=0.9, en;q=0.8'); // 'fr'
 * ```
 */
export function acceptedLocale(header: string): Locale | undefined {
  const ranges = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [range = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && r.range !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { range } of ranges) {
    const locale = shippedLocale(range);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language the caller asked for: `X-Latch-Locale` (what Latch's elements resolved for the visitor) when it names a
 * shipped locale, else the best of `Accept-Language` (the official client in a browser), else undefined (the caller
 * decides: a user's remembered locale, or English).
 *
 * @example
 * ```ts
 * await sendTemplatedEmail(deps, project, { type, to, variables, locale: requestLocale(c) ?? 'en' });
 * ```
 */
export function requestLocale(c: Context<AppEnv>): Locale | undefined {
  const asked = c.req.header(LOCALE_HEADER);
  const fromHeader = asked === undefined ? undefined : shippedLocale(asked);
  if (fromHeader) return fromHeader;
  const accepted = c.req.header('accept-language');
  return accepted === undefined ? undefined : acceptedLocale(accepted);
}
