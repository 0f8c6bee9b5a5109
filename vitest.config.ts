import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{protocol,server,core,cli,elements,loader,scripts,dashboard}/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
