// @ts-check
/**
 * A second minification of the browser files with terser, after esbuild: its compressor (two passes) and mangler
 * find what esbuild's single pass leaves, about 1.5 KB gzip on a sign-in page (issue 7). Deterministic: the same
 * input and options give the same bytes, so the content hashes esbuild put in the file names stay true to content.
 * Import paths are string literals, which terser never changes, so the chunk graph stays as esbuild wrote it.
 */
import { minify } from 'terser';

/**
 * @param {'module' | 'script'} kind ESM chunks (top-level names are private to the module, mangled too) or the
 *   loader's classic script
 * @returns {import('terser').MinifyOptions}
 */
export function terserOptions(kind) {
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
