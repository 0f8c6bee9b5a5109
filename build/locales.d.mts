import type { Plugin } from 'esbuild';

export declare const LOCALE_CHUNK_BUDGET: number;
export declare function localeProblems(tag: string, english: Readonly<Record<string, string>>, strings: Readonly<Record<string, unknown>>): string[];
export declare function checkLocales(
  root: string,
  importTs: (file: string) => Promise<Record<string, unknown>>,
  allLocales: readonly string[],
): Promise<{ problems: string[]; shipped: string[]; pseudo: Record<string, string> }>;
export declare function precomputedPseudoLocale(root: string, pseudo: Record<string, string>): Plugin;
export declare function localeBudgetRows(
  lazy: Record<string, { file: string; files: string[] }>,
  gzipSize: (file: string) => number,
  shipped: readonly string[],
): { name: string; files: string[]; gzip: number; budget: number }[];
