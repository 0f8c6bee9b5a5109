import { describe, expect, it } from 'vitest';
import { acceptedLocale, shippedLocale } from './request-locale';

describe('the locale a request asks for (docs/i18n.md "E-mails")', () => {
  it('maps a tag to a shipped locale: exact, else its language; Chinese by script or region; else nothing', () => {
    expect(shippedLocale('de')).toBe('de');
    expect(shippedLocale('DE-at')).toBe('de');
    expect(shippedLocale('pt_BR')).toBe('pt');
    expect(shippedLocale('zh-CN')).toBe('zh-CN');
    expect(shippedLocale('zh')).toBe('zh-CN');
    expect(shippedLocale('zh-Hans-SG')).toBe('zh-CN');
    expect(shippedLocale('zh-TW')).toBe('zh-TW');
    expect(shippedLocale('zh-HK')).toBe('zh-TW');
    expect(shippedLocale('zh-Hant')).toBe('zh-TW');
    expect(shippedLocale('no-NO')).toBe('nb');
    expect(shippedLocale('he-IL')).toBe('he');
    for (const unknown of ['', ' ', 'xx', 'tlh', '*', 'english', 'a'.repeat(100)]) expect(shippedLocale(unknown), unknown).toBeUndefined();
  });

  it('reads Accept-Language by weight, then order, skipping q=0, wildcards and what Latch does not ship', () => {
    expect(acceptedLocale('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(acceptedLocale('en;q=0.5, ja;q=0.9')).toBe('ja');
    expect(acceptedLocale('xx, ko;q=0.1')).toBe('ko');
    expect(acceptedLocale('de;q=0, it')).toBe('it');
    expect(acceptedLocale('*')).toBeUndefined();
    expect(acceptedLocale('')).toBeUndefined();
    expect(acceptedLocale('de;q=abc')).toBeUndefined();
  });
});
