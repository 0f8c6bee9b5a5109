#!/usr/bin/env node
// The `latch` command (package.json "bin"): runs the bundle build.mjs writes, or says how to make it.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// `import` and `export` run on the server's machine against its database, so they are the server's code (docs/import.md).
const onDatabase = process.argv[2] === 'import' || process.argv[2] === 'export';
const bundle = fileURLToPath(new URL(onDatabase ? '../dist/server/latch-data.js' : '../dist/cli/latch.mjs', import.meta.url));
if (!existsSync(bundle)) {
  console.error('The latch command is not built yet. Run `npm run build` (node build.mjs) in the Latch folder first.');
  process.exit(1);
}
await import(pathToFileURL(bundle).href);
