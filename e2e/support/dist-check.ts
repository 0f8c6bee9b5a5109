import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LatchManifest } from '../../protocol/elements';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = path.join(repoRoot, 'dist');

/** The journeys drive the built product; without a build there is nothing to test, and that must be said plainly. */
export function assertBuilt(): void {
  const needed = [path.join(distDir, 'server', 'main.js'), path.join(distDir, 'public', 'latch.js'), path.join(distDir, 'public', 'manifest.json')];
  const missing = needed.filter((file) => !existsSync(file)).map((file) => path.relative(repoRoot, file));
  if (missing.length > 0) {
    throw new Error(
      `The e2e journeys run the built server, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.\n` +
        'Build first: `node build.mjs` (or run `npm test`, which builds before the journeys).',
    );
  }
}

/** The build's manifest: which files each element's chunk pulls in (dist/public/manifest.json). */
export function readManifest(): LatchManifest {
  return JSON.parse(readFileSync(path.join(distDir, 'public', 'manifest.json'), 'utf8')) as LatchManifest;
}
