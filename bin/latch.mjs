#!/usr/bin/env node
// The `latch` command (package.json "bin"): runs the bundle build.mjs writes, or says how to make it. The operator
// commands `backup` and `restore` work on the server's database, so they are the server's bundle, not the CLI's.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// `import` and `export` run on the server's machine against its database, so they are the server's code
// (docs/import.md); so are `backup` and `restore`, the operator's commands.
const command = process.argv[2] ?? '';
const onDatabase = command === 'import' || command === 'export';
const operator = command === 'backup' || command === 'restore';
const bundle = fileURLToPath(new URL(onDatabase ? '../dist/server/latch-data.js' : operator ? '../dist/server/operator.js' : '../dist/cli/latch.mjs', import.meta.url));
if (!existsSync(bundle)) {
  console.error('The latch command is not built yet. Run `npm run build` (node build.mjs) in the Latch folder first.');
  process.exit(1);
}
await import(pathToFileURL(bundle).href);
