import { defineConfig } from '@playwright/test';
import type { E2eWorkerOptions } from './e2e/support/fixtures';

/**
 * Browser journeys (e2e/) in Debian's Chromium against the built server (`node build.mjs` first; `npm test` does).
 * Global setup starts one server per database — SQLite always, PostgreSQL too when DATABASE_URL is set — each
 * with two host sites on other origins; one Playwright project per database.
 */
export default defineConfig<object, E2eWorkerOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two cores: one browser per core; every journey makes its own accounts, so they never wait on each other.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous waits: a journey that passes is no slower for them, and argon2 sign-ups on a busy 2-core machine
  // can take seconds; what a journey asserts is what the user sees, not how fast.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'sqlite', use: { database: 'sqlite' } },
    ...(process.env.DATABASE_URL ? [{ name: 'postgres', use: { database: 'postgres' as const } }] : []),
  ],
});
