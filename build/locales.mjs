// @ts-check
/**
 * The elements' languages in the build (docs/i18n.md): every file of elements/i18n/locales/ must have exactly
 * English's keys with the same `{placeholders}` per key, and a line in elements/i18n/locale-loaders.ts; the
 * pseudo-locale is computed here from English, so its chunk carries no English table; each locale chunk has a gzip
 * budget.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const LOCALES_DIR = path.join('elements', 'i18n', 'locales');
const LOADERS = path.join('elements', 'i18n', 'locale-loaders.ts');
const PSEUDO_MODULE = path.join('elements', 'i18n', 'pseudo-locale.ts');

/**
 * A locale chunk's gzip budget: the biggest locale (Arabic and Russian, about 9 KB gzip for 538 strings) plus room
 * for longer translations and new strings.
 */
export const LOCALE_CHUNK_BUDGET = 14 * 1024;

/** @param {string} text */
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * What is wrong with the locale `tag`'s `strings` against `english`: a key missing, a key English lacks, a string that
 * is not one, or other `{placeholders}` than English's for the key. Each message names the locale and the key.
 * @param {string} tag
 * @param {Readonly<Record<string, string>>} english
 * @param {Readonly<Record<string, unknown>>} strings
 * @returns {string[]}
 */
export function localeProblems(tag, english, strings) {
  /** @type {string[]} */
  const problems = [];
  for (const key of Object.keys(english)) if (!(key in strings)) problems.push(`${tag}: missing '${key}'`);
  for (const [key, value] of Object.entries(strings)) {
    const source = english[key];
    if (source === undefined) problems.push(`${tag}: '${key}' is no key of English`);
    else if (typeof value !== 'string' || value.trim() === '') problems.push(`${tag}: '${key}' is empty or not a string`);
    else if (placeholders(value).join() !== placeholders(source).join()) {
      problems.push(`${tag}: '${key}' has placeholders {${placeholders(value).join('}, {')}} where English has {${placeholders(source).join('}, {')}}`);
    }
  }
  return problems;
}

/**
 * Checks every locale file against English and the loader map, and computes the pseudo-locale.
 * @param {string} root
 * @param {(file: string) => Promise<Record<string, unknown>>} importTs
 * @param {readonly string[]} allLocales protocol/locales.ts `LOCALES`
 * @returns {Promise<{ problems: string[], shipped: string[], pseudo: Record<string, string> }>}
 */
export async function checkLocales(root, importTs, allLocales) {
  const { englishStrings } = /** @type {{ englishStrings: Record<string, string> }} */ (await importTs(path.join(root, 'elements', 'i18n', 'english-table.ts')));
  const { strings: pseudo } = /** @type {{ strings: Record<string, string> }} */ (await importTs(path.join(root, PSEUDO_MODULE)));
  const tags = (await readdir(path.join(root, LOCALES_DIR))).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -'.ts'.length));
  const loaders = await readFile(path.join(root, LOADERS), 'utf8');
  const loaded = [...loaders.matchAll(/import\('\.\/locales\/([\w-]+)'\)/g)].map((match) => match[1]);
  /** @type {string[]} */
  const problems = [];
  for (const tag of tags) {
    if (!allLocales.includes(tag) || tag === 'en') problems.push(`${tag}: not a locale of protocol/locales.ts`);
    if (!loaded.includes(tag)) problems.push(`${tag}: has no line in ${LOADERS}`);
    const { strings } = /** @type {{ strings: Record<string, unknown> }} */ (await importTs(path.join(root, LOCALES_DIR, `${tag}.ts`)));
    problems.push(...localeProblems(tag, englishStrings, strings ?? {}));
  }
  for (const tag of loaded) if (!tags.includes(tag)) problems.push(`${tag}: ${LOADERS} loads it, but ${LOCALES_DIR} has no ${tag}.ts`);
  return { problems, shipped: allLocales.filter((tag) => tag === 'en' || tags.includes(tag)), pseudo };
}

/**
 * An esbuild plugin: the pseudo-locale module becomes its computed table, so its chunk imports no English table
 * (which would split each screen's English strings out of the screen's chunk).
 * @param {string} root
 * @param {Record<string, string>} pseudo
 * @returns {import('esbuild').Plugin}
 */
export function precomputedPseudoLocale(root, pseudo) {
  const file = path.join(root, PSEUDO_MODULE);
  return {
    name: 'precomputed-pseudo-locale',
    setup(build) {
      build.onLoad({ filter: /pseudo-locale\.ts$/ }, (args) => (args.path === file ? { loader: 'js', contents: `export const strings = ${JSON.stringify(pseudo)};` } : undefined));
    },
  };
}

/**
 * One budget row per shipped locale's chunk.
 * @param {Record<string, { file: string, files: string[] }>} lazy the build's lazy chunks by source file
 * @param {(file: string) => number} gzipSize
 * @param {readonly string[]} shipped
 * @returns {{ name: string, files: string[], gzip: number, budget: number }[]}
 */
export function localeBudgetRows(lazy, gzipSize, shipped) {
  return shipped
    .filter((tag) => tag !== 'en')
    .map((tag) => {
      const chunk = lazy[`elements/i18n/locales/${tag}.ts`];
      if (!chunk) throw new Error(`the ${tag} strings are no chunk of their own`);
      return { name: `locale chunk ${tag}`, files: [chunk.file], gzip: gzipSize(chunk.file), budget: LOCALE_CHUNK_BUDGET };
    });
}
