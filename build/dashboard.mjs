// @ts-check
/**
 * The dashboard's bundles (issue 10): `dashboard/main.tsx` and its lazy screens, split into content-hashed chunks under
 * dist/public/assets/ (served by the same immutable asset route), with dist/public/dashboard.json naming the entry
 * script and stylesheet for the page the server renders. Its own budget: what the first screen downloads, gzipped.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { computedKnownErrorTree } from './lazy-known-error-tree.mjs';

const KB = 1024;
/**
 * The entry and every chunk it imports statically (React, core with AdminApp, the router, the shell and Latch's shared
 * UI); each screen (charts and tables included) is a lazy chunk on top. Reached 107 KB with the shell alone, 109 KB once
 * AdminApp had its webhook and metrics calls; the budget leaves room for the admin calls still to come (owners load it
 * once and it is cached immutably), while the customer-facing embed budgets stay where they were.
 */
const DASHBOARD_BUDGET = 125 * KB;

/**
 * @param {{ root: string, publicDir: string, browserOptions: import('esbuild').BuildOptions, gzipSize: (file: string) => number }} options
 * @returns {Promise<{ name: string, gzip: number, budget: number, files: string[] }>}
 */
export async function buildDashboard({ root, publicDir, browserOptions, gzipSize }) {
  const result = await esbuild.build({
    ...browserOptions,
    entryPoints: { dashboard: 'dashboard/main.tsx' },
    chunkNames: 'dashboard-chunk-[hash]',
    assetNames: 'dashboard-[hash]',
    write: true,
    plugins: [computedKnownErrorTree(root)],
  });
  if (!result.metafile) throw new Error('esbuild gave no metafile for the dashboard');
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint === 'dashboard/main.tsx');
  if (!entry) throw new Error('esbuild produced no dashboard entry');
  const css = outputs[entry]?.cssBundle ?? null;
  const toPublic = (/** @type {string} */ file) => path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  await writeFile(path.join(publicDir, 'dashboard.json'), `${JSON.stringify({ script: toPublic(entry), stylesheet: css ? toPublic(css) : null }, null, 2)}\n`);

  // The first screen: the entry, its static imports (transitively) and the stylesheet.
  const initial = new Set([entry]);
  for (const file of initial) {
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') initial.add(imported.path);
  }
  if (css) initial.add(css);
  const files = [...initial].map(toPublic);
  return { name: 'dashboard, first screen', gzip: files.reduce((sum, file) => sum + gzipSize(file), 0), budget: DASHBOARD_BUDGET, files };
}
