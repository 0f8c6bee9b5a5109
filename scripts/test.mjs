// `npm test`: install what is missing (npm packages, Chromium), lint, type-check, build, then run every test.
import path from 'node:path';
import { ensureChromium, ensureNpmPackages, root, run } from './ensure-deps.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const stages = [
  // Lint and format check (biome.jsonc), then no unused files, exports or dependencies (knip.json); warnings fail too.
  ['lint', () => run(bin('biome'), ['check', '--error-on-warnings']) || run(bin('knip'), [])],
  ['type-check', () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])],
  ['build', () => run(process.execPath, [path.join(root, 'build.mjs')])],
  ['unit and integration tests', () => run(bin('vitest'), ['run'])],
  ['browser journeys', () => run(bin('playwright'), ['test'])],
];

try {
  await ensureNpmPackages();
  ensureChromium();
} catch (error) {
  console.error(`npm test: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`Databases: SQLite${process.env.DATABASE_URL ? ' and PostgreSQL (DATABASE_URL)' : ' (set DATABASE_URL to also run on PostgreSQL)'}`);
for (const [name, stage] of stages) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const status = stage();
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) process.exit(status);
}
