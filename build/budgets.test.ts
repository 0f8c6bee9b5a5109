import { describe, expect, it } from 'vitest';
import { budgetRows, formatBudgetTable, LOADER_BUDGET, SIGN_IN_PAGE_BUDGET } from './budgets.mjs';
import { manifestEntries, staticClosure } from './bundle-graph.mjs';

const metafile = {
  outputs: {
    'dist/public/assets/runtime-R.js': { entryPoint: 'elements/entries/runtime.ts', imports: [{ path: 'dist/public/assets/chunk-CORE.js', kind: 'import-statement' }] },
    'dist/public/assets/auth-sign-in-S.js': {
      entryPoint: 'elements/entries/auth-sign-in.ts',
      imports: [
        { path: 'dist/public/assets/chunk-REACT.js', kind: 'import-statement' },
        { path: 'dist/public/assets/chunk-ERRORS.js', kind: 'dynamic-import' },
      ],
    },
    'dist/public/assets/chunk-REACT.js': { imports: [{ path: 'dist/public/assets/chunk-CORE.js', kind: 'import-statement' }] },
    'dist/public/assets/chunk-CORE.js': { imports: [] },
    'dist/public/assets/chunk-ERRORS.js': { imports: [] },
  },
};

describe('what a page downloads', () => {
  it('follows static imports only: a dynamic import loads later, on demand', () => {
    expect(staticClosure(metafile, 'dist/public/assets/auth-sign-in-S.js')).toEqual([
      'dist/public/assets/auth-sign-in-S.js',
      'dist/public/assets/chunk-REACT.js',
      'dist/public/assets/chunk-CORE.js',
    ]);
  });

  it('maps each entry to its file and closure, relative to the public folder', () => {
    const entries = manifestEntries(metafile, { runtime: 'elements/entries/runtime.ts', 'auth-sign-in': 'elements/entries/auth-sign-in.ts' }, 'dist/public');
    expect(entries.runtime).toEqual({ file: 'assets/runtime-R.js', files: ['assets/runtime-R.js', 'assets/chunk-CORE.js'] });
    expect(entries['auth-sign-in']?.files).toEqual(['assets/auth-sign-in-S.js', 'assets/chunk-REACT.js', 'assets/chunk-CORE.js']);
  });

  it('counts shared chunks once per page and flags the sign-in page over budget', () => {
    const sizes: Record<string, number> = { 'latch.js': 1000, 'assets/runtime-R.js': 10_000, 'assets/chunk-CORE.js': 20_000, 'assets/auth-sign-in-S.js': 2_000, 'assets/chunk-REACT.js': 70_000 };
    const rows = budgetRows(
      {
        loaderFile: 'latch.js',
        runtime: { file: 'assets/runtime-R.js', files: ['assets/runtime-R.js', 'assets/chunk-CORE.js'] },
        elements: {
          'auth-sign-in': { file: 'assets/auth-sign-in-S.js', files: ['assets/auth-sign-in-S.js', 'assets/chunk-REACT.js', 'assets/chunk-CORE.js'] },
          'auth-user-button': { file: 'assets/chunk-REACT.js', files: ['assets/chunk-REACT.js', 'assets/chunk-CORE.js'] },
        },
      },
      (file) => sizes[file] ?? 0,
    );
    expect(rows.map((row) => [row.name, row.gzip, row.budget])).toEqual([
      ['loader (latch.js)', 1000, LOADER_BUDGET],
      ['page with only <auth-sign-in>', 103_000, SIGN_IN_PAGE_BUDGET],
      ['page with only <auth-user-button>', 101_000, null],
    ]);
    const table = formatBudgetTable(rows);
    expect(table).toMatch(/page with only <auth-sign-in>\s+100\.6 KB \/ +100\.0 KB gzip\s+5 files  OVER BUDGET/);
    expect(table).toMatch(/page with only <auth-user-button>\s+98\.6 KB \(reported\) gzip\s+4 files$/m);
  });
});
