import { beforeAll, describe, expect, it } from 'vitest';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('sign-in rate limits on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t);
  });

  /**
   * A sign-in as it arrives through the Node adapter from `address`: the adapter hands the app the Node request,
   * whose socket carries the client address.
   */
  function signInFrom(address: string | undefined, email: string, password: string): Promise<Response> {
    const bindings = address === undefined ? undefined : { incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } } };
    return Promise.resolve(
      t.app.request(
        `${TEST_BASE_URL}/api/v1/auth/password/sign-in`,
        {
          method: 'POST',
          headers: { ...accessHeaders({ type: 'client', project }), 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        },
        bindings,
      ),
    );
  }

  async function expectTooMany(response: Response): Promise<void> {
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  }

  it('stops guessing one account after 20 failures, while other accounts still sign in', async () => {
    const victim = await signUp(t, project);
    const bystander = await signUp(t, project);
    for (let i = 0; i < 20; i++) {
      await expectKnownError(await signInFrom(undefined, victim.email, `guess number ${i}`), 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectTooMany(await signInFrom(undefined, victim.email, 'guess number 21'));
    // Even the right password answers 429 now: a guess that happened to be right must not stand out.
    await expectTooMany(await signInFrom(undefined, victim.email, PASSWORD));
    // The limit is per account, in any letter case.
    await expectTooMany(await signInFrom(undefined, victim.email.toUpperCase(), PASSWORD));
    expect((await signIn(t, project, bystander.email)).user_id).toBe(bystander.user_id);
  });

  it('stops one client address after 100 failures across accounts, and only that address', async () => {
    const account = await signUp(t, project);
    const attacker = '203.0.113.7';
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signInFrom(attacker, uniqueEmail(`spray-${batch}-${i}`), 'Winter2026!')),
      );
      for (const response of responses) await expectKnownError(response, 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectTooMany(await signInFrom(attacker, account.email, PASSWORD));
    expect((await signInFrom('198.51.100.23', account.email, PASSWORD)).status).toBe(200);
  });
});
