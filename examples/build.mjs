// @ts-check
/**
 * Builds one example app into a folder, as its own site would: the page (index.html, with the Latch server and
 * project filled in) and its code bundled by esbuild. The SSR example's server is bundled for Node (server.mjs,
 * main.mjs) and serves its page itself. Used by examples/examples.test.ts, and by the journeys as a command:
 *   node examples/build.mjs <example> <out-dir> <latch-url> <project-id> <publishable-client-key>
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import sveltePlugin from 'esbuild-svelte';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every example, and the file each one's browser bundle starts from. */
export const EXAMPLES = /** @type {const} */ ({ 'plain-html': 'main.ts', react: 'main.tsx', vue: 'main.ts', svelte: 'main.ts', ssr: 'client.ts' });

/** @typedef {{ latchUrl: string, projectId: string, publishableClientKey: string }} LatchSite */

/**
 * @param {keyof typeof EXAMPLES} name
 * @param {string} outDir
 * @param {LatchSite} site
 */
export async function buildExample(name, outDir, site) {
  const dir = path.join(here, name);
  await mkdir(outDir, { recursive: true });
  /** @type {import('esbuild').BuildOptions} */
  const browser = {
    entryPoints: [path.join(dir, EXAMPLES[name])],
    outfile: path.join(outDir, name === 'ssr' ? 'client.js' : 'main.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
    // The Vue example compiles its template in the page: Vue's full build.
    alias: name === 'vue' ? { vue: 'vue/dist/vue.esm-bundler.js' } : {},
    conditions: name === 'svelte' ? ['svelte', 'browser'] : [],
    plugins: name === 'svelte' ? [sveltePlugin({ compilerOptions: { css: 'injected' } })] : [],
  };
  await esbuild.build(browser);
  if (name === 'ssr') {
    const node = /** @type {const} */ ({ bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent' });
    await esbuild.build({ ...node, entryPoints: [path.join(dir, 'server.ts')], outfile: path.join(outDir, 'server.mjs') });
    await esbuild.build({ ...node, entryPoints: [path.join(dir, 'main.ts')], outfile: path.join(outDir, 'main.mjs') });
    return;
  }
  const html = (await readFile(path.join(dir, 'index.html'), 'utf8'))
    .replaceAll('%LATCH_URL%', site.latchUrl)
    .replaceAll('%PROJECT_ID%', site.projectId)
    .replaceAll('%PUBLISHABLE_CLIENT_KEY%', site.publishableClientKey);
  await writeFile(path.join(outDir, 'index.html'), html);
}

/** The source files TypeScript checks for `name` (its .svelte file is the Svelte compiler's to check). */
export function typeCheckedFiles(/** @type {keyof typeof EXAMPLES} */ name) {
  const files = { 'plain-html': ['main.ts'], react: ['main.tsx'], vue: ['main.ts'], svelte: ['main.ts'], ssr: ['server.ts', 'client.ts', 'main.ts'] }[name];
  return files.map((file) => path.join(here, name, file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [name, outDir, latchUrl, projectId, publishableClientKey] = process.argv.slice(2);
  if (!name || !(name in EXAMPLES) || !outDir || !latchUrl || !projectId || publishableClientKey === undefined) {
    console.error('usage: node examples/build.mjs <example> <out-dir> <latch-url> <project-id> <publishable-client-key>');
    process.exit(2);
  }
  await buildExample(/** @type {keyof typeof EXAMPLES} */ (name), outDir, { latchUrl, projectId, publishableClientKey });
}
