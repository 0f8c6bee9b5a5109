// @ts-check
/**
 * A second minification of the browser files with terser, after esbuild: its compressor (two passes) and mangler
 * find what esbuild's single pass leaves, about 1.5 KB gzip on a sign-in page (issue 7). Deterministic: the same
 * input and options give the same bytes, so the content hashes esbuild put in the file names stay true to content.
 * Import paths are string literals, which terser never changes, so the chunk graph stays as esbuild wrote it.
 *
 * terser takes seconds on React's chunk, so results are cached by content (`.cache/terser/`, git-ignored): a build
 * whose React did not change, such as `npm start` run again, reuses them. The cache keeps only the last build's files.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minify } from 'terser';

const TERSER_VERSION = JSON.parse(readFileSync(new URL(import.meta.resolve('terser/package.json')), 'utf8')).version;

/**
 * @param {'module' | 'script'} kind ESM chunks (top-level names are private to the module, mangled too) or the
 *   loader's classic script
 * @returns {import('terser').MinifyOptions}
 */
function terserOptions(kind) {
  const module = kind === 'module';
  return {
    module,
    ecma: 2020,
    compress: { passes: 2, ecma: 2020 },
    mangle: true,
    // esbuild moved license comments to .LEGAL.txt files already (legalComments: 'external').
    format: { comments: false },
  };
}

/**
 * Minifies one file's code again.
 * @param {string} code
 * @param {'module' | 'script'} kind
 * @returns {Promise<string>}
 */
export async function minifyAgain(code, kind) {
  const result = await minify(code, terserOptions(kind));
  if (result.code === undefined) throw new Error('terser produced no code');
  return result.code;
}

/**
 * Minifies every file again, through the cache in `cacheDir`; afterwards the cache holds exactly these files.
 * @param {{ code: string, kind: 'module' | 'script' }[]} files
 * @param {string} cacheDir
 * @returns {Promise<string[]>} the minified code, in the order of `files`
 */
export async function minifyAllCached(files, cacheDir) {
  await mkdir(cacheDir, { recursive: true });
  const keys = files.map(({ code, kind }) =>
    createHash('sha256')
      .update(`${TERSER_VERSION}\0${JSON.stringify(terserOptions(kind))}\0${code}`)
      .digest('hex'),
  );
  const out = [];
  for (const [i, file] of files.entries()) {
    const cached = path.join(cacheDir, `${keys[i]}.js`);
    const hit = await readFile(cached, 'utf8').catch(() => undefined);
    if (hit !== undefined) {
      out.push(hit);
      continue;
    }
    const code = await minifyAgain(file.code, file.kind);
    await writeFile(cached, code);
    out.push(code);
  }
  const kept = new Set(keys.map((key) => `${key}.js`));
  const stale = (await readdir(cacheDir)).filter((name) => !kept.has(name));
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), { force: true })));
  return out;
}
