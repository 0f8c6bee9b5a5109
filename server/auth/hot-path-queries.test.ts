import { describe, expect, it } from 'vitest';
import type { LogEvent } from 'kysely';
import { expectJson } from '../test-support/expect-known-error';
import { client, signUp } from '../test-support/test-accounts';
import { testDialects } from '../test-support/test-databases';
import { useTestServer } from '../test-support/use-test-server';

/**
 * The hot path (issue 7): what an authenticated read costs the database. Counted with Kysely's query log on the real
 * server, so a change that adds a query to every request fails here rather than in a benchmark nobody ran.
 */
describe.each(testDialects)('queries per request on %s', (dialect) => {
  const queries: string[] = [];
  const t = useTestServer(dialect, { log: (event: LogEvent) => void queries.push(event.query.sql) });

  /** The SQL a request ran, after one warm-up request (the first one fills the instance's caches). */
  async function queriesOf(request: () => Promise<Response>): Promise<string[]> {
    await t.deps.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
    await expectJson(await request());
    queries.length = 0;
    await expectJson(await request());
    return [...queries];
  }

  it('GET /projects/current with a publishable key reads nothing', async () => {
    const ran = await queriesOf(() => t.api('GET', '/projects/current', client(t.demo)));
    expect(ran).toEqual([]);
  });

  it('GET /projects/current with a secret server key reads nothing', async () => {
    expect(await queriesOf(() => t.api('GET', '/projects/current', { type: 'server', project: t.demo }))).toEqual([]);
  });

  it('authenticated GET /users/me checks the session with the user in one query, plus its OAuth accounts', async () => {
    const { access_token } = await signUp(t, t.demo);
    const ran = await queriesOf(() => t.api('GET', '/users/me', client(t.demo, access_token)));
    expect(ran).toHaveLength(2);
    expect(ran.filter((q) => /from "users" inner join "sessions"/.test(q))).toHaveLength(1);
    expect(ran.filter((q) => /from "oauth_accounts"/.test(q))).toHaveLength(1);
  });
});
