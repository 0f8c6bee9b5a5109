import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../protocol/locales';
import { SPEAKABLE_LOCALES } from './locale-chunks';
import { localeStrings } from './locale-strings';
import { isRightToLeft, matchLocale, resolveLocale } from './resolve-locale';

describe('which language an element speaks', () => {
  it('takes the first asked-for tag it ships: its own lang, then the page, then data-lang, then the browser', () => {
    // [element lang, nearest lang up the page, the script's data-lang, ...navigator.languages]
    expect(resolveLocale(['ar', 'de', 'fr', 'ja'], SPEAKABLE_LOCALES)).toBe('ar');
    expect(resolveLocale([null, 'de', 'fr', 'ja'], SPEAKABLE_LOCALES)).toBe('de');
    expect(resolveLocale([null, undefined, 'fr', 'ja'], SPEAKABLE_LOCALES)).toBe('fr');
    expect(resolveLocale([null, undefined, undefined, 'ja', 'de'], SPEAKABLE_LOCALES)).toBe('ja');
    expect(resolveLocale([null, undefined, undefined], SPEAKABLE_LOCALES)).toBe('en');
  });

  it('passes over a language it does not ship to the next one asked for, and ends in English', () => {
    expect(resolveLocale(['sw', 'tlh', 'de-CH'], SPEAKABLE_LOCALES)).toBe('de');
    expect(resolveLocale(['sw', 'x-klingon'], SPEAKABLE_LOCALES)).toBe('en');
    expect(resolveLocale(['', '  '], SPEAKABLE_LOCALES)).toBe('en');
  });

  it('lets an English page stay English whatever the browser prefers', () => {
    expect(resolveLocale([null, 'en', undefined, 'de-DE', 'de'], SPEAKABLE_LOCALES)).toBe('en');
    expect(resolveLocale([null, 'en-GB', undefined, 'de'], SPEAKABLE_LOCALES)).toBe('en');
  });

  it('falls back from a region to its language', () => {
    expect(matchLocale('pt-BR', LOCALES)).toBe('pt');
    expect(matchLocale('de-AT', LOCALES)).toBe('de');
    expect(matchLocale('fr_CA', LOCALES)).toBe('fr');
    expect(matchLocale('ES-mx', LOCALES)).toBe('es');
    expect(matchLocale('ar-EG', LOCALES)).toBe('ar');
  });

  it('tells Chinese apart by script and region', () => {
    for (const tag of ['zh-Hant', 'zh-HK', 'zh-TW', 'zh-Hant-HK', 'zh-MO']) expect(matchLocale(tag, LOCALES), tag).toBe('zh-TW');
    for (const tag of ['zh', 'zh-Hans', 'zh-SG', 'zh-CN', 'zh-Hans-CN']) expect(matchLocale(tag, LOCALES), tag).toBe('zh-CN');
  });

  it('knows the older codes of shipped languages', () => {
    expect(matchLocale('iw', LOCALES)).toBe('he');
    expect(matchLocale('no', LOCALES)).toBe('nb');
    expect(matchLocale('in-ID', LOCALES)).toBe('id');
  });

  it('serves the pseudo-locale only by its own tag', () => {
    expect(resolveLocale(['en-XA'], SPEAKABLE_LOCALES)).toBe('en-XA');
    expect(resolveLocale(['en-xa'], SPEAKABLE_LOCALES)).toBe('en-XA');
    expect(LOCALES).not.toContain('en-XA');
  });

  it('writes Arabic, Hebrew and Persian right to left, and nothing else', () => {
    expect(LOCALES.filter((locale) => isRightToLeft(locale))).toEqual(['ar', 'he', 'fa']);
    expect(isRightToLeft('en-XA')).toBe(false);
  });
});

describe('a site owner’s overrides', () => {
  const german = { 'signIn.submit': 'Anmelden', 'signIn.title': 'Bei {project} anmelden' };

  it('win over the locale: those for the language over those for every language', () => {
    const overrides = { '*': { 'signIn.submit': 'Go', 'signUp.submit': 'Join' }, de: { 'signIn.submit': 'Los' } };
    expect(localeStrings(overrides, 'de', german)).toEqual({ 'signIn.submit': 'Los', 'signIn.title': 'Bei {project} anmelden', 'signUp.submit': 'Join' });
    expect(localeStrings(overrides, 'en', {})).toEqual({ 'signIn.submit': 'Go', 'signUp.submit': 'Join' });
  });

  it('given for a region, apply where its language is spoken', () => {
    expect(localeStrings({ 'de-AT': { 'signIn.submit': 'Einsteigen' } }, 'de', german)['signIn.submit']).toBe('Einsteigen');
    expect(localeStrings({ fr: { 'signIn.submit': 'Connexion' } }, 'de', german)['signIn.submit']).toBe('Anmelden');
  });
});
