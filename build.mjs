// @ts-check
/**
 * `npm run build` (also run by `npm start` and `npm test`):
 *   1. the import-arrow check of ARCHITECTURE.md, and the elements' documented API against their attributes
 *      (build/element-api/): dist/public/custom-elements.json and the typings, dist/types/;
 *   2. the server bundle, dist/server/main.js, and the `latch` command's, dist/cli/latch.mjs;
 *   3. the browser bundles: the runtime and one entry per element, split into shared chunks and reshaped as
 *      build/chunks.mjs declares (the shared UI with React one chunk, the runtime's and each element's own chunks
 *      folded into their entry files), content-hashed under dist/public/assets/, minified again by terser, with
 *      dist/public/manifest.json;
 *   4. the loader, dist/public/latch.js (manifest inlined, minified again), and its versioned copy with an SRI hash;
 *   5. .gz and .br copies of every public file;
 *   6. the gzip budgets; any overrun fails the build.
 * Before 3, the elements' languages are checked (build/locales.mjs): each locale has exactly English's keys and
 * placeholders, or the build fails.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { budgetRows, formatBudgetTable } from './build/budgets.mjs';
import { lazyEntries, manifestEntries } from './build/bundle-graph.mjs';
import { compressAll, gzipBytes } from './build/compress.mjs';
import { buildDashboard } from './build/dashboard.mjs';
import { mergeChunkGroups } from './build/chunk-groups.mjs';
import { CHUNK_GROUPS } from './build/chunks.mjs';
import { checkImportArrows, formatViolations, KNOWN_SERVER_EXCEPTIONS } from './build/import-arrows.mjs';
import { lazyKnownErrorTree } from './build/lazy-known-error-tree.mjs';
import { checkLocales, localeBudgetRows, precomputedPseudoLocale } from './build/locales.mjs';
import { foldEntryChunks } from './build/merge-chunks.mjs';
import { minifyAgain, minifyAllCached } from './build/minify.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const assetsDir = path.join(publicDir, 'assets');
const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
/** The element tags, read from the contract so a new tag gets its bundle without touching the build. */
const { ELEMENT_TAGS } = await importTs(path.join(root, 'protocol', 'elements.ts'));

const started = Date.now();

// 1. Import arrows
const violations = await checkImportArrows(root, KNOWN_SERVER_EXCEPTIONS);
if (violations.length > 0) fail(formatViolations(violations));

// 1b. The elements' documented API (elements/api/) must list what they observe; it makes custom-elements.json and the typings
const elementApi = (await importTs(path.join(root, 'build', 'element-api', 'files.ts'))).elementApiFiles();
if (elementApi.problems.length > 0) fail(`the elements' documented API differs from their runtime attributes:\n  ${elementApi.problems.join('\n  ')}`);

// 1c. The elements' languages: every locale has English's keys and placeholders (build/locales.mjs)
const { LOCALES } = await importTs(path.join(root, 'protocol', 'locales.ts'));
const languages = await checkLocales(root, importTs, LOCALES);
if (languages.problems.length > 0) fail(`the locales of elements/i18n/locales/ differ from English:\n  ${languages.problems.join('\n  ')}`);

await rm(dist, { recursive: true, force: true });
for (const [file, text] of Object.entries(elementApi.files)) {
  await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await writeFile(path.join(dist, file), text);
}

// 2. Server, and 2b. the `latch` command (bin/latch.mjs runs it): bundles for Node, npm packages left to node_modules
/** @type {import('esbuild').BuildOptions} */
const forNode = { bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', logLevel: 'warning' };
await esbuild.build({ ...forNode, entryPoints: [path.join(root, 'server', 'main.ts')], outfile: path.join(dist, 'server', 'main.js'), sourcemap: true });
await esbuild.build({ ...forNode, entryPoints: [path.join(root, 'cli', 'entry.ts')], outfile: path.join(dist, 'cli', 'latch.mjs') });
// `latch import` / `latch export` work on the server's database with the server's code (docs/import.md)
await esbuild.build({ ...forNode, entryPoints: [path.join(root, 'server', 'moving', 'data-entry.ts')], outfile: path.join(dist, 'server', 'latch-data.js') });
// `latch backup` / `latch restore` (bin/latch.mjs sends them here): the server's database, so the server's code.
await esbuild.build({ ...forNode, entryPoints: [path.join(root, 'server', 'operator-main.ts')], outfile: path.join(dist, 'server', 'operator.js') });

// 3. Browser bundles
/** @type {Record<string, string>} */
const entryPoints = { runtime: 'elements/entries/runtime.ts' };
for (const tag of ELEMENT_TAGS) entryPoints[tag] = `elements/entries/${tag}.ts`;
const browserTarget = ['es2022', 'chrome111', 'firefox113', 'safari16.4'];
/** How every browser bundle is built (the elements' and the dashboard's): split ES modules, minified, hashed. */
const browserOptions = /** @type {const} */ ({
  absWorkingDir: root,
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: browserTarget,
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  // License comments go to a .LEGAL.txt next to each file instead of into what every page downloads.
  legalComments: 'external',
  logLevel: 'warning',
});
const browser = await esbuild.build({
  ...browserOptions,
  entryPoints,
  chunkNames: 'chunk-[hash]',
  // Written below, after terser's second minification.
  write: false,
  plugins: [lazyKnownErrorTree(root), precomputedPseudoLocale(root, languages.pseudo)],
});
const outputOf = (/** @type {string} */ source) =>
  Object.entries(browser.metafile.outputs).find(([, output]) => output.entryPoint === source)?.[0] ?? fail(`esbuild produced no output for ${source}`);
// Chunking as build/chunks.mjs declares it: each chunk group one file, then the runtime's and each element's own
// chunks folded into their entry files.
const grouped = await mergeChunkGroups({
  root,
  files: browser.outputFiles.filter((file) => file.path.endsWith('.js')),
  metafile: browser.metafile,
  groups: CHUNK_GROUPS,
  runtime: outputOf(entryPoints.runtime),
  target: browserTarget,
});
const { files: scripts, metafile } = await foldEntryChunks({
  root,
  files: grouped.files,
  metafile: grouped.metafile,
  runtime: outputOf(entryPoints.runtime),
  elements: ELEMENT_TAGS.map((/** @type {string} */ tag) => outputOf(entryPoints[tag] ?? fail(`no entry point for <${tag}>`))),
  target: browserTarget,
});
await mkdir(assetsDir, { recursive: true });
// License comments (`<file>.LEGAL.txt`): those of the chunks now in a group's file go, one after the other, with it.
/** @type {Map<string, string[]>} */
const legal = new Map();
for (const file of browser.outputFiles.filter((output) => !output.path.endsWith('.js'))) {
  const output = path
    .relative(root, file.path)
    .split(path.sep)
    .join('/')
    .replace(/\.LEGAL\.txt$/, '');
  const group = grouped.renamed.get(output);
  const target = group ? path.resolve(root, `${group}.LEGAL.txt`) : file.path;
  legal.set(target, [...(legal.get(target) ?? []), file.text]);
}
for (const [file, texts] of legal) await writeFile(file, texts.join('\n'));
const minified = await minifyAllCached(
  scripts.map((file) => ({ code: file.text, kind: /** @type {const} */ ('module') })),
  path.join(root, '.cache', 'terser', 'browser'),
);
await Promise.all(scripts.map((file, i) => writeFile(file.path, minified[i] ?? fail(`terser lost ${file.path}`))));
const entries = manifestEntries(metafile, entryPoints, publicDir);
const { runtime, ...elements } = entries;
if (!runtime) fail('the runtime bundle is missing');
const manifest = { version, runtime, elements };

// 4. Loader
// The loader carries one string of its own, for an element whose code could not load; it stays in elements/i18n.
const commonStringsBuild = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['elements/i18n/en/common.ts'],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  logLevel: 'warning',
});
const commonStringsCode = commonStringsBuild.outputFiles[0]?.text ?? fail('the common strings build produced no output');
const { commonStrings } = await import(`data:text/javascript;base64,${Buffer.from(commonStringsCode).toString('base64')}`);
const unavailableText = commonStrings['common.unavailable'] ?? fail("elements/i18n/en/common.ts has no 'common.unavailable'");
const loaderBuild = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['loader/latch.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: ['es2020', 'chrome111', 'firefox113', 'safari16.4'],
  minify: true,
  define: { __LATCH_MANIFEST__: JSON.stringify(manifest), __LATCH_UNAVAILABLE_TEXT__: JSON.stringify(unavailableText), __LATCH_LOCALES__: JSON.stringify(languages.shipped) },
  logLevel: 'warning',
});
const loaderCode = await minifyAgain(loaderBuild.outputFiles[0]?.text ?? fail('the loader build produced no output'), 'script');
const loaderHash = createHash('sha256').update(loaderCode).digest('hex').slice(0, 10);
const versionedLoader = `assets/latch-${loaderHash}.js`;
await writeFile(path.join(publicDir, 'latch.js'), loaderCode);
await writeFile(path.join(publicDir, versionedLoader), loaderCode);
const integrity = `sha384-${createHash('sha384').update(loaderCode).digest('base64')}`;
await writeFile(path.join(publicDir, 'manifest.json'), `${JSON.stringify({ ...manifest, loader: { file: versionedLoader, integrity } }, null, 2)}\n`);

// 4b. Dashboard (its own bundles and budget; the embed's budgets above don't include it)
/** @type {Map<string, number>} */
const gzipCache = new Map();
const gzipSize = (/** @type {string} */ file) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipBytes(readFileSync(path.join(publicDir, file)));
    gzipCache.set(file, size);
  }
  return size;
};
const dashboardRow = await buildDashboard({ root, publicDir, browserOptions, gzipSize });

// 4c. The README, served as plain text at /README.md: the dashboard links to its guide ("Add sign-in to a page").
await writeFile(path.join(publicDir, 'README.md'), await readFile(path.join(root, 'README.md')));

// 5. Precompressed copies
await compressAll(publicDir);

// 6. Budgets
const lazy = lazyEntries(metafile, entryPoints, publicDir);
const rows = [...budgetRows({ loaderFile: 'latch.js', runtime, elements, lazy }, gzipSize), ...localeBudgetRows(lazy, gzipSize, languages.shipped), dashboardRow];
console.log(formatBudgetTable(rows));
// The same rows in bytes, for comparing two builds.
await writeFile(path.join(dist, 'budgets.json'), `${JSON.stringify(rows, null, 2)}\n`);
const over = rows.filter((row) => row.gzip > row.budget);
if (over.length > 0) fail(`over budget: ${over.map((row) => row.name).join(', ')}`);
console.log(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`\nBuild failed: ${message}`);
  process.exit(1);
}

/**
 * Imports a TypeScript module of the repository (values only, such as protocol constants) through esbuild.
 * @param {string} file
 */
async function importTs(file) {
  const result = await esbuild.build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning' });
  const code = result.outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
