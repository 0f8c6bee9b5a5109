// @ts-check
/**
 * The size budgets of embed.md, enforced by the build: the loader alone, and everything a page downloads for
 * each element (loader + runtime + the element + every chunk they statically import), measured gzipped.
 */

export const LOADER_BUDGET = 4 * 1024;
/** A page with only `<auth-sign-in>`, React included (issue 3). */
export const SIGN_IN_PAGE_BUDGET = 100 * 1024;

/**
 * @typedef {{ file: string, files: string[] }} ManifestEntry
 * @typedef {{ name: string, files: string[], gzip: number, budget: number | null }} BudgetRow
 * A row with a null budget is reported, not enforced (the other elements' pages).
 */

/**
 * One row per budgeted download: the loader, then one page per element.
 * @param {{ loaderFile: string, runtime: ManifestEntry, elements: Record<string, ManifestEntry> }} build
 * @param {(file: string) => number} gzipSize
 * @returns {BudgetRow[]}
 */
export function budgetRows(build, gzipSize) {
  const rows = [{ name: 'loader (latch.js)', files: [build.loaderFile], gzip: gzipSize(build.loaderFile), budget: LOADER_BUDGET }];
  for (const [tag, entry] of Object.entries(build.elements)) {
    const files = [...new Set([build.loaderFile, ...build.runtime.files, ...entry.files])];
    const gzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
    rows.push({ name: `page with only <${tag}>`, files, gzip, budget: tag === 'auth-sign-in' ? SIGN_IN_PAGE_BUDGET : null });
  }
  return rows;
}

/**
 * @param {BudgetRow[]} rows
 * @returns {string}
 */
export function formatBudgetTable(rows) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const width = Math.max(...rows.map((row) => row.name.length));
  const lines = rows.map((row) => {
    const verdict = row.budget === null ? '' : row.gzip <= row.budget ? 'ok' : 'OVER BUDGET';
    const budget = row.budget === null ? '(reported)' : `/ ${kb(row.budget).padStart(8)}`;
    return `  ${row.name.padEnd(width)}  ${kb(row.gzip).padStart(9)} ${budget.padEnd(10)} gzip  ${String(row.files.length).padStart(2)} files  ${verdict}`.trimEnd();
  });
  return [`Bundle budgets (gzip):`, ...lines].join('\n');
}
