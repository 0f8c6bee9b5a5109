import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_CHUNK_BUDGET, localeProblems } from './locales.mjs';
import { LOCALES } from '../protocol/locales';
import { englishStrings } from '../elements/i18n/english-table';
import { enErrors } from '../elements/i18n/en-errors';
import { pseudoLocalize } from '../elements/i18n/pseudo-localize';
import { strings as pseudo } from '../elements/i18n/pseudo-locale';

const tags = readdirSync(new URL('../elements/i18n/locales/', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));

describe('the locales', () => {
  it.each(tags)('%s has every English key, no other, and the same placeholders', async (tag) => {
    const { strings } = (await import(`../elements/i18n/locales/${tag}.ts`)) as { strings: Record<string, string> };
    expect(localeProblems(tag, englishStrings, strings)).toEqual([]);
    expect((LOCALES as readonly string[]).includes(tag)).toBe(true);
    // Each file is its own chunk in locale-loaders.ts.
    expect(readFileSync(new URL('../elements/i18n/locale-loaders.ts', import.meta.url), 'utf8')).toContain(`import('./locales/${tag}')`);
  });

  it('English is the whole key set: every table of elements/i18n/en/ and every error message', async () => {
    const files = readdirSync(new URL('../elements/i18n/en/', import.meta.url));
    const tables = await Promise.all(files.map(async (file) => (await import(`../elements/i18n/en/${file}`)) as Record<string, unknown>));
    const keys = new Set([
      ...tables.flatMap((module) => Object.values(module).flatMap((value) => (value && typeof value === 'object' ? Object.keys(value) : []))),
      ...Object.keys(enErrors),
    ]);
    expect(new Set(Object.keys(englishStrings))).toEqual(keys);
  });

  it('the build names the locale and key of every difference', () => {
    const english = { 'signIn.title': 'Sign in to {project}', 'signIn.submit': 'Sign in' };
    expect(localeProblems('de', english, { 'signIn.title': 'Anmelden', extra: 'x' })).toEqual([
      "de: missing 'signIn.submit'",
      "de: 'signIn.title' has placeholders {} where English has {project}",
      "de: 'extra' is no key of English",
    ]);
    expect(LOCALE_CHUNK_BUDGET).toBe(14 * 1024);
  });
});

describe('the pseudo-locale', () => {
  it('is every English string, accented, about 40% longer, in brackets, placeholders untouched', () => {
    expect(Object.keys(pseudo)).toEqual(Object.keys(englishStrings));
    expect(localeProblems('en-XA', englishStrings, pseudo)).toEqual([]);
    const title = pseudoLocalize('Sign in to {project}');
    expect(title).toMatch(/^\[Šíĝñ íñ ţó \{project\} .+\]$/);
    for (const [key, english] of Object.entries(englishStrings)) {
      const text = (pseudo as Readonly<Record<string, string>>)[key] ?? '';
      expect(text.length - english.length, key).toBeGreaterThanOrEqual(english.replace(/\{\w+\}/g, '').length * 0.4);
      expect(text.startsWith('[') && text.endsWith(']'), key).toBe(true);
    }
  });
});
