import { describe, expect, it } from 'vitest';
import { sql, type LogEvent } from 'kysely';
import { querySessionUser } from '../users/session-user-query';
import { expectJson } from '../../test-support/expect-known-error';
import { client, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';

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

  it('authenticated GET /users/me reads the session, user, e-mail, OAuth accounts and team in one query, then nothing', async () => {
    const { access_token } = await signUp(t, t.demo);
    queries.length = 0;
    await expectJson(await t.api('GET', '/users/me', client(t.demo, access_token)));
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from users u\s+inner join sessions s/);
    // The instance now has the signed-in user: a repeated request reads nothing.
    queries.length = 0;
    await expectJson(await t.api('GET', '/users/me', client(t.demo, access_token)));
    expect(queries).toEqual([]);
  });
});

describe.runIf(testDialects.includes('postgres'))('the signed-in user statement on postgres', () => {
  const t = useTestServer('postgres');

  it('is prepared once per connection, by name', async () => {
    const { access_token } = await signUp(t, t.demo);
    const names = await t.deps.db.connection().execute(async (connection) => {
      const session = await connection.selectFrom('sessions').select(['id', 'user_id', 'project_id']).executeTakeFirstOrThrow();
      const key = { projectId: session.project_id, userId: session.user_id, sessionId: session.id };
      expect(await querySessionUser(connection, key, Date.now())).toBeDefined();
      expect(await querySessionUser(connection, key, Date.now())).toBeDefined();
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      return rows.map((row) => row.name);
    });
    expect(names.filter((name) => name.startsWith('latch_'))).toHaveLength(1);
    await expectJson(await t.api('GET', '/users/me', client(t.demo, access_token)));
  });
});
