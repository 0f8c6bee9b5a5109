#!/usr/bin/env node
// The `latch` command (package.json "bin"): runs the bundle build.mjs writes, or says how to make it. The operator
// commands `backup` and `restore` work on the server's database, so they are the server's bundle, not the CLI's.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const operator = ['backup', 'restore'].includes(process.argv[2] ?? '');
const bundle = fileURLToPath(new URL(operator ? '../dist/server/operator.js' : '../dist/cli/latch.mjs', import.meta.url));
if (!existsSync(bundle)) {
  console.error('The latch command is not built yet. Run `npm run build` (node build.mjs) in the Latch folder first.');
  process.exit(1);
}
await import(pathToFileURL(bundle).href);
