import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogEvent } from 'kysely';
import type { SessionJson } from '../../../protocol/sessions/json';
import { expectJson } from '../../test-support/expect-known-error';
import { client, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';

/** Session activity is written behind the requests: a minute apart at most per session, batched (issue 7). */
describe.each(testDialects)('session activity on %s', (dialect) => {
  const writes: string[] = [];
  const t = useTestServer(dialect, {
    log: (event: LogEvent) => {
      if (/^update "(sessions|users)"/.test(event.query.sql)) writes.push(event.query.sql);
    },
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const lastUsed = async (accessToken: string) =>
    (await expectJson<{ items: SessionJson[] }>(await t.api('GET', '/auth/sessions?user_id=me', client(t.demo, accessToken)))).items[0]?.last_used_at;

  it('records a burst of authenticated requests as one write, without making them wait for it', async () => {
    const session = await signUp(t, t.demo);
    const createdAt = await lastUsed(session.access_token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    writes.length = 0;

    const burst = await Promise.all(Array.from({ length: 10 }, () => t.api('GET', '/users/me', client(t.demo, session.access_token))));
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(writes).toEqual([]);

    // One statement for the session, one for its user.
    await vi.waitFor(() => expect(writes).toHaveLength(2), { timeout: 5_000 });
    expect(await lastUsed(session.access_token)).toBeGreaterThanOrEqual((createdAt ?? 0) + 61_000);
    const server = await expectJson<{ last_active_at_millis: number }>(await t.api('GET', `/users/${session.user_id}`, { type: 'server', project: t.demo }));
    expect(server.last_active_at_millis).toBeGreaterThanOrEqual((createdAt ?? 0) + 61_000);
  });

  it('writes a session’s activity at most once a minute', async () => {
    const session = await signUp(t, t.demo);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    writes.length = 0;
    await expectJson(await t.api('GET', '/users/me', client(t.demo, session.access_token)));
    await vi.waitFor(() => expect(writes).toHaveLength(2), { timeout: 5_000 });
    writes.length = 0;

    vi.setSystemTime(Date.now() + 30_000);
    await expectJson(await t.api('GET', '/users/me', client(t.demo, session.access_token)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(writes).toEqual([]);

    vi.setSystemTime(Date.now() + 31_000);
    await expectJson(await t.api('GET', '/users/me', client(t.demo, session.access_token)));
    await vi.waitFor(() => expect(writes).toHaveLength(2), { timeout: 5_000 });
  });
});
