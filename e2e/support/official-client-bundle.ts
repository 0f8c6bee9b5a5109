import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * host-pages/official-client.js with the official `@stackframe/js` client bundled in, as a site would ship it: one
 * classic script for the browser (it reads its settings from its own tag, `document.currentScript`).
 */
export async function bundleOfficialClient(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./host-pages/official-client.js', import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no bundle for the official client');
  return output.text;
}
