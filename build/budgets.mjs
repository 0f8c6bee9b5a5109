// @ts-check
/**
 * The size budgets of docs/embed.md, enforced by the build: the loader alone, and for every element what a page with
 * only that element downloads (loader + runtime + the element + every chunk they statically import, plus the lazy
 * chunks it needs to show its first screen), measured gzipped. An element without a budget fails the build.
 * A budget is what its page reached plus a small margin; lower it as the page shrinks, never raise it to make room.
 * Why each number changed is in the commit that changed it (git log -L on the line).
 */

const KB = 1024;
/**
 * docs/embed.md allows the loader 4 KB; it holds the inlined manifest, `Latch.locales` (33 tags) and little else, at
 * about 2.4 KB.
 */
export const LOADER_BUDGET = 2.5 * KB;
/**
 * A page with only `<auth-sign-in>` and a password-only project, React included: issue 7's 90 KB plus what every
 * sign-in page must have on first paint (two-factor and passkey sign-in in place, the known-device token, guests,
 * a server that is away). Everything else a first screen does not show loads on first use.
 */
export const SIGN_IN_PAGE_BUDGET = 94.0 * KB;
/**
 * The same page when the project enables every sign-in method, every panel chunk counted: the room the sign-in
 * methods share. A new method pays for itself by making the panels smaller. Issue 23 added the identifier-first
 * panel (one e-mail field where password and e-mail code are both on), about 2.2 KB.
 */
export const EVERY_METHOD_BUDGET = 106.2 * KB;

/** Where the sign-in method panels live: every file there is a lazy chunk of `<auth-sign-in>`. */
const PANELS_DIR = 'elements/panels/';
const PASSWORD_PANEL = 'elements/panels/password.tsx';
/**
 * The account-settings sections that are their own chunks; the screen waits for them before it shows. (The
 * connected-accounts section is not among them: it loads only where the project enables an OAuth provider, after the
 * card shows.)
 */
const ACCOUNT_SECTIONS = [
  'elements/components/emails-section.tsx',
  'elements/components/password-section.tsx',
  'elements/components/teams-section.tsx',
  'elements/components/api-keys-section.tsx',
];

/**
 * One budgeted page per row: its element, the lazy chunks (by source file) it loads before it can be used, and its
 * budget. `lazy: 'panels'` counts every panel.
 * @typedef {{ name: string, tag: string, lazy?: string[] | 'panels', budget: number }} PageBudget
 * @type {PageBudget[]}
 */
export const PAGE_BUDGETS = [
  { name: 'page with only <auth-sign-in> (password)', tag: 'auth-sign-in', lazy: [PASSWORD_PANEL], budget: SIGN_IN_PAGE_BUDGET },
  { name: 'sign-in with every method enabled', tag: 'auth-sign-in', lazy: 'panels', budget: EVERY_METHOD_BUDGET },
  // The sign-in page's runtime and shared UI with the sign-up form instead of the sign-in screen.
  { name: 'page with only <auth-sign-up>', tag: 'auth-sign-up', budget: 93.8 * KB },
  // The button and its menu; the signed-in user's object loads with the first signed-in user.
  { name: 'page with only <auth-user-button>', tag: 'auth-user-button', budget: 94.2 * KB },
  // Every section the screen waits for; the teams section shares the teams store and strings with the team switcher.
  { name: 'page with only <auth-account-settings>', tag: 'auth-account-settings', lazy: ACCOUNT_SECTIONS, budget: 105.6 * KB },
  // Its entry, then its menu with the teams store (shared with the settings' teams section) and the project.
  { name: 'page with only <auth-team-switcher>', tag: 'auth-team-switcher', lazy: ['elements/components/team-switcher.tsx'], budget: 96.4 * KB },
  // The handler's page table plus the sign-in screen and its password panel.
  { name: '<auth-handler> at sign-in (password)', tag: 'auth-handler', lazy: ['elements/screens/sign-in.tsx', PASSWORD_PANEL], budget: 95.1 * KB },
  // The handler's page table plus the account-settings screen and the sections it waits for.
  { name: '<auth-handler> at account settings', tag: 'auth-handler', lazy: ['elements/screens/account-settings.tsx', ...ACCOUNT_SECTIONS], budget: 106.6 * KB },
];

/**
 * @typedef {{ file: string, files: string[] }} ManifestEntry
 * @typedef {{ name: string, files: string[], gzip: number, budget: number }} BudgetRow
 * @typedef {{ loaderFile: string, runtime: ManifestEntry, elements: Record<string, ManifestEntry>, lazy: Record<string, ManifestEntry> }} BuildOutput
 * `lazy` maps the source file of every lazy chunk (`import()` target) to its output and static closure.
 */

/**
 * One row per budgeted download: the loader, then each page of `budgets`. Throws when an element of the build has
 * no budget, or a budget names a lazy chunk the build does not have (a renamed screen must not go unmeasured).
 * @param {BuildOutput} build
 * @param {(file: string) => number} gzipSize
 * @param {PageBudget[]} [budgets]
 * @returns {BudgetRow[]}
 */
export function budgetRows(build, gzipSize, budgets = PAGE_BUDGETS) {
  const unbudgeted = Object.keys(build.elements).filter((tag) => !budgets.some((page) => page.tag === tag));
  if (unbudgeted.length > 0) throw new Error(`no gzip budget for ${unbudgeted.map((tag) => `<${tag}>`).join(', ')} (build/budgets.mjs)`);
  const panels = Object.keys(build.lazy).filter((source) => source.startsWith(PANELS_DIR));
  /** @type {BudgetRow[]} */
  const rows = [{ name: 'loader (latch.js)', files: [build.loaderFile], gzip: gzipSize(build.loaderFile), budget: LOADER_BUDGET }];
  for (const page of budgets) {
    const entry = build.elements[page.tag];
    if (!entry) throw new Error(`the budget "${page.name}" names <${page.tag}>, which the build has no bundle for`);
    const lazy = (page.lazy === 'panels' ? panels : (page.lazy ?? [])).map(
      (source) => build.lazy[source] ?? fail(`the budget "${page.name}" counts ${source}, which is no lazy chunk of the build`),
    );
    const files = [...new Set([build.loaderFile, ...build.runtime.files, ...entry.files, ...lazy.flatMap((chunk) => chunk.files)])];
    rows.push({ name: page.name, files, gzip: files.reduce((sum, file) => sum + gzipSize(file), 0), budget: page.budget });
  }
  return rows;
}

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}

/**
 * @param {BudgetRow[]} rows
 * @returns {string}
 */
export function formatBudgetTable(rows) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const width = Math.max(...rows.map((row) => row.name.length));
  const lines = rows.map((row) => {
    const verdict = row.gzip <= row.budget ? 'ok' : 'OVER BUDGET';
    return `  ${row.name.padEnd(width)}  ${kb(row.gzip).padStart(9)} / ${kb(row.budget).padStart(8)} gzip  ${String(row.files.length).padStart(2)} files  ${verdict}`;
  });
  return [`Bundle budgets (gzip):`, ...lines].join('\n');
}
