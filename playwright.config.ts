import { defineConfig } from '@playwright/test';
import type { E2eWorkerOptions } from './e2e/support/fixtures';

/**
 * Browser journeys (e2e/) in Debian's Chromium against the built server (`node build.mjs` first; `npm test` does).
 * Global setup starts one server per database — SQLite always, PostgreSQL too when DATABASE_URL is set — each
 * with two host sites on other origins; one Playwright project per database.
 */
/**
 * The journeys run again on PostgreSQL: those whose outcome rests on what the server stores (accounts, sessions, teams,
 * users lists, keys, OAuth accounts, mails). The journeys of the page itself (loading, keyboard, DOM events,
 * handler routing, accessibility, the demo and dashboard configuration screens) run on SQLite only: the database
 * changes nothing they check, and every route is already tested on both engines by vitest. This keeps CI (both
 * engines, two cores) under its 30-minute limit (about 25 minutes before issue 23's journeys). Webhook deliveries and the
 * official client's OAuth sign-in run on SQLite only: vitest runs both on both engines.
 */
const POSTGRES_JOURNEYS = [
  'session-journey.spec.ts',
  'teams.spec.ts',
  'api-keys.spec.ts',
  'dashboard-users.spec.ts',
  'password-reset.spec.ts',
  'email-sign-in.spec.ts',
  'oauth-sign-in.spec.ts',
  'oauth-merge.spec.ts',
  'import-sign-in.spec.ts',
].map((file) => `**/${file}`);

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
    // Recording traces slows every journey by about a third on two cores; LATCH_E2E_TRACE=1 keeps them for failures.
    trace: process.env.LATCH_E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'sqlite', use: { database: 'sqlite' } },
    ...(process.env.DATABASE_URL ? [{ name: 'postgres', testMatch: POSTGRES_JOURNEYS, use: { database: 'postgres' as const } }] : []),
  ],
});
