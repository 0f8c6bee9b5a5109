import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type FreshDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A new, empty PostgreSQL database for one e2e run (`latch_e2e_<random>`, so concurrent runs never collide), made
 * through the server `adminUrl` points at, and dropped afterwards. The server under test migrates it on start.
 */
export async function createFreshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `latch_e2e_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    // The server process has exited by now; FORCE only covers a connection it left half-closed.
    drop: () => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
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
