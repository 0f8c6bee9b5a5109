// `npm start`: install what is missing, build, and serve the whole product on the embedded default.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureNpmPackages, root, run } from './ensure-deps.mjs';

try {
  await ensureNpmPackages();
  console.log('Building the server, the loader and the element bundles…');
  if (run(process.execPath, [path.join(root, 'build.mjs')]) !== 0) throw new Error('the build failed; see the output above');
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
