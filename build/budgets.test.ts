import { describe, expect, it } from 'vitest';
import { budgetRows, EVERY_METHOD_BUDGET, formatBudgetTable, LOADER_BUDGET, PAGE_BUDGETS, SIGN_IN_PAGE_BUDGET, type BuildOutput, type PageBudget } from './budgets.mjs';
import { lazyEntries, manifestEntries, staticClosure } from './bundle-graph.mjs';

const A = 'dist/public/assets/';
const metafile = {
  outputs: {
    [`${A}runtime-R.js`]: { entryPoint: 'elements/entries/runtime.ts', imports: [{ path: `${A}chunk-CORE.js`, kind: 'import-statement' }] },
    [`${A}auth-sign-in-S.js`]: {
      entryPoint: 'elements/entries/auth-sign-in.ts',
      imports: [
        { path: `${A}chunk-REACT.js`, kind: 'import-statement' },
        { path: `${A}chunk-ERRORS.js`, kind: 'dynamic-import' },
        { path: `${A}password-P.js`, kind: 'dynamic-import' },
        { path: `${A}passkey-K.js`, kind: 'dynamic-import' },
      ],
    },
    [`${A}chunk-REACT.js`]: { imports: [{ path: `${A}chunk-CORE.js`, kind: 'import-statement' }] },
    [`${A}chunk-CORE.js`]: { imports: [] },
    [`${A}chunk-ERRORS.js`]: { entryPoint: 'elements/i18n/en-errors.ts', imports: [] },
    [`${A}password-P.js`]: { entryPoint: 'elements/panels/password.tsx', imports: [{ path: `${A}chunk-REACT.js`, kind: 'import-statement' }] },
    [`${A}passkey-K.js`]: { entryPoint: 'elements/panels/passkey.tsx', imports: [{ path: `${A}chunk-WEBAUTHN.js`, kind: 'import-statement' }] },
    [`${A}chunk-WEBAUTHN.js`]: { imports: [] },
  },
};
const entryPoints = { runtime: 'elements/entries/runtime.ts', 'auth-sign-in': 'elements/entries/auth-sign-in.ts' };

describe('what a page downloads', () => {
  it('follows static imports only: a dynamic import loads later, on demand', () => {
    expect(staticClosure(metafile, `${A}auth-sign-in-S.js`)).toEqual([`${A}auth-sign-in-S.js`, `${A}chunk-REACT.js`, `${A}chunk-CORE.js`]);
  });

  it('maps each entry to its file and closure, relative to the public folder', () => {
    const entries = manifestEntries(metafile, entryPoints, 'dist/public');
    expect(entries.runtime).toEqual({ file: 'assets/runtime-R.js', files: ['assets/runtime-R.js', 'assets/chunk-CORE.js'] });
    expect(entries['auth-sign-in']?.files).toEqual(['assets/auth-sign-in-S.js', 'assets/chunk-REACT.js', 'assets/chunk-CORE.js']);
  });

  it('finds every lazy chunk by its source file, with what it pulls in', () => {
    const lazy = lazyEntries(metafile, entryPoints, 'dist/public');
    expect(Object.keys(lazy).sort()).toEqual(['elements/i18n/en-errors.ts', 'elements/panels/passkey.tsx', 'elements/panels/password.tsx']);
    expect(lazy['elements/panels/passkey.tsx']).toEqual({ file: 'assets/passkey-K.js', files: ['assets/passkey-K.js', 'assets/chunk-WEBAUTHN.js'] });
  });
});

describe('budgets', () => {
  const build: BuildOutput = {
    loaderFile: 'latch.js',
    runtime: manifestEntries(metafile, entryPoints, 'dist/public').runtime ?? { file: '', files: [] },
    elements: { 'auth-sign-in': manifestEntries(metafile, entryPoints, 'dist/public')['auth-sign-in'] ?? { file: '', files: [] } },
    lazy: lazyEntries(metafile, entryPoints, 'dist/public'),
  };
  const sizes: Record<string, number> = {
    'latch.js': 1000,
    'assets/runtime-R.js': 10_000,
    'assets/chunk-CORE.js': 20_000,
    'assets/auth-sign-in-S.js': 2_000,
    'assets/chunk-REACT.js': 70_000,
    'assets/password-P.js': 1_000,
    'assets/passkey-K.js': 3_000,
    'assets/chunk-WEBAUTHN.js': 4_000,
  };
  const pages: PageBudget[] = [
    { name: 'sign-in (password)', tag: 'auth-sign-in', lazy: ['elements/panels/password.tsx'], budget: 105_000 },
    { name: 'sign-in, every method', tag: 'auth-sign-in', lazy: 'panels', budget: 110_000 },
  ];

  it('counts shared chunks once per page, the lazy chunks a page needs, and every panel for "every method"', () => {
    const rows = budgetRows(build, (file) => sizes[file] ?? 0, pages);
    expect(rows.map((row) => [row.name, row.gzip, row.budget])).toEqual([
      ['loader (latch.js)', 1000, LOADER_BUDGET],
      ['sign-in (password)', 104_000, 105_000],
      ['sign-in, every method', 111_000, 110_000],
    ]);
    const table = formatBudgetTable(rows);
    expect(table).toMatch(/sign-in \(password\)\s+101\.6 KB \/ +102\.5 KB gzip\s+6 files {2}ok/);
    expect(table).toMatch(/sign-in, every method\s+108\.4 KB \/ +107\.4 KB gzip\s+8 files {2}OVER BUDGET$/m);
  });

  it('fails the build for an element without a budget, or a budget naming a chunk the build lacks', () => {
    const withButton = { ...build, elements: { ...build.elements, 'auth-user-button': { file: 'b.js', files: ['b.js'] } } };
    expect(() => budgetRows(withButton, () => 0, pages)).toThrow(/no gzip budget for <auth-user-button>/);
    const renamed: PageBudget[] = [{ name: 'x', tag: 'auth-sign-in', lazy: ['elements/panels/pasword.tsx'], budget: 1 }];
    expect(() => budgetRows(build, () => 0, renamed)).toThrow(/pasword\.tsx, which is no lazy chunk/);
  });

  it('holds the sign-in page to issue 7 (90 KB) plus what issues 12, 19 and 20 had to add to it (two-factor in place, passkeys, the known-device token, guests, a server that is away), below the every-method room', () => {
    // Issue 12: two-factor sign-in in place and passkeys cost the first download 0.4 KB; issue 19's known-device
    // token 0.2 KB; issue 20's guests, passkey host check and target sizes 0.4 KB, and a server that is away (say so,
    // Stop, sign out at once) 1.4 KB (see SIGN_IN_PAGE_BUDGET); nothing else may.
    // Issue 21 lowered it to 92.3 KB: the page shrank by about 130 bytes (route tables per capability, chunk groups).
    // Issue 23 raised it by 1.0 KB: which language the element speaks, and waiting for that language's chunk (docs/i18n.md);
    // and by 0.6 KB for branding as data: the project's brand properties, logo, footer and text overrides shape the
    // first card, so they cannot wait in a lazy chunk (docs/branding.md).
    expect(SIGN_IN_PAGE_BUDGET).toBeLessThanOrEqual(94.0 * 1024);
    expect(PAGE_BUDGETS.find((page) => page.name === 'page with only <auth-sign-in> (password)')?.budget).toBe(SIGN_IN_PAGE_BUDGET);
    expect(EVERY_METHOD_BUDGET).toBe(106.2 * 1024);
  });

  it('budgets every page of the real build, with "sign-in with every method enabled" at 106.2 KB (issues 12, 19, 20 and 23)', () => {
    expect(PAGE_BUDGETS.find((page) => page.name === 'sign-in with every method enabled')).toMatchObject({ lazy: 'panels', budget: 106.2 * 1024 });
    expect(new Set(PAGE_BUDGETS.map((page) => page.tag))).toEqual(
      new Set(['auth-sign-in', 'auth-sign-up', 'auth-user-button', 'auth-account-settings', 'auth-handler', 'auth-team-switcher']),
    );
  });
});
