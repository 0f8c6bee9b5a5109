import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fail } from '../../protocol/fail';
import type { DatabaseLocation, DialectName } from '../kernel/db/open-database';

/** Every database test runs on SQLite, and on PostgreSQL too when `DATABASE_URL` is set (as `.ci/run` does). */
export const testDialects: DialectName[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDatabase = { location: DatabaseLocation; drop(): Promise<void> };

/**
 * A fresh, empty database for one test file: in-memory SQLite, or a new PostgreSQL database with a random name
 * (so concurrent runs never collide), dropped afterwards.
 */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') return { location: { sqliteFile: ':memory:' }, drop: async () => undefined };
  const adminUrl = process.env.DATABASE_URL ?? fail('DATABASE_URL is needed for PostgreSQL tests');
  const name = `latch_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { url: url.href },
    drop: () =>
      withClient(adminUrl, async (client) => {
        // pg's pool.end() resolves before its connections have finished closing; FORCE would kill them mid-close,
        // which surfaces as an unhandled FATAL error (57P01) in the test run. Wait briefly for them to go.
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
