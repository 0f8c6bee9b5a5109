import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{protocol,server,core,cli,elements,loader,scripts,dashboard}/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest runs cores − 1 files at once by default: one on CI's two cores. The files mostly wait on their own
    // servers, databases and argon2 (off the event loop), so one per core halves the stage (measured: 725 s → 284 s).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
