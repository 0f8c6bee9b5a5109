import type { Hono } from 'hono';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import type { AppEnv } from '../../kernel/http/app-env';
import { TrustedProxies } from '../../kernel/http/trusted-proxies';
import { connectionFrom } from '../../test-support/connection-from';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

/**
 * A sign-in as it arrives through the Node adapter from `address` (optionally through a proxy that adds
 * `X-Forwarded-For`).
 */
function signInFrom(app: Hono<AppEnv>, project: TestProject, address: string | undefined, email: string, password: string, forwardedFor?: string): Promise<Response> {
  return Promise.resolve(
    app.request(
      `${TEST_BASE_URL}/api/v1/auth/password/sign-in`,
      {
        method: 'POST',
        headers: {
          ...accessHeaders({ type: 'client', project }),
          'content-type': 'application/json',
          ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
        },
        body: JSON.stringify({ email, password }),
      },
      connectionFrom(address),
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

/** Twenty wrong passwords for `email` from `address`, each answered as a plain mismatch. */
async function failTwenty(app: Hono<AppEnv>, project: TestProject, address: string, email: string, forwardedFor?: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await expectKnownError(await signInFrom(app, project, address, email, `guess number ${i}`, forwardedFor), 400, 'EMAIL_PASSWORD_MISMATCH');
  }
}

// The clock stands still unless a test moves it: limits refill with time, and a slow machine must not refill them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(testDialects)('sign-in rate limits on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t);
  });

  it('stops guessing one account after 20 failures, while other accounts still sign in', async () => {
    const victim = await signUp(t, project);
    const bystander = await signUp(t, project);
    for (let i = 0; i < 20; i++) {
      await expectKnownError(await signInFrom(t.app, project, undefined, victim.email, `guess number ${i}`), 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectTooMany(await signInFrom(t.app, project, undefined, victim.email, 'guess number 21'));
    // Even the right password answers 429 now: a guess that happened to be right must not stand out.
    await expectTooMany(await signInFrom(t.app, project, undefined, victim.email, PASSWORD));
    // The limit is per account, in any letter case.
    await expectTooMany(await signInFrom(t.app, project, undefined, victim.email.toUpperCase(), PASSWORD));
    expect((await signIn(t, project, bystander.email)).user_id).toBe(bystander.user_id);
  });

  it('locks a stranger’s address out of an account, never the owner signing in from elsewhere', async () => {
    const owner = await signUp(t, project);
    await failTwenty(t.app, project, '203.0.113.20', owner.email);
    await expectTooMany(await signInFrom(t.app, project, '203.0.113.20', owner.email, 'guess number 21'));
    // The right password from the locked address is refused too: no oracle for the stranger.
    await expectTooMany(await signInFrom(t.app, project, '203.0.113.20', owner.email, PASSWORD));
    expect((await signInFrom(t.app, project, '198.51.100.20', owner.email, PASSWORD)).status).toBe(200);
    // Half a minute later the locked address may try once more (20 per 10 minutes).
    vi.setSystemTime(Date.now() + 30_000);
    expect((await signInFrom(t.app, project, '203.0.113.20', owner.email, PASSWORD)).status).toBe(200);
  });

  // A hundred password checks: slow on a busy machine.
  it('throttles the whole account when guesses come from many addresses', async () => {
    const owner = await signUp(t, project);
    const bystander = await signUp(t, project);
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => signInFrom(t.app, project, `10.21.${batch}.${i}`, owner.email, 'Winter2026!')));
      for (const response of responses) await expectKnownError(response, 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectTooMany(await signInFrom(t.app, project, '198.51.100.21', owner.email, PASSWORD));
    expect((await signInFrom(t.app, project, '198.51.100.21', bystander.email, PASSWORD)).status).toBe(200);
  }, 90_000);

  it('stops one client address after 100 failures across accounts, and only that address', async () => {
    const account = await signUp(t, project);
    const attacker = '203.0.113.7';
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => signInFrom(t.app, project, attacker, uniqueEmail(`spray-${batch}-${i}`), 'Winter2026!')));
      for (const response of responses) await expectKnownError(response, 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectTooMany(await signInFrom(t.app, project, attacker, account.email, PASSWORD));
    expect((await signInFrom(t.app, project, '198.51.100.23', account.email, PASSWORD)).status).toBe(200);
  }, 90_000);

  it('counts the same failures on every server instance sharing the database', async () => {
    const owner = await signUp(t, project);
    const second = createApp(t.deps);
    for (let i = 0; i < 20; i++) {
      const app = i % 2 === 0 ? t.app : second;
      await expectKnownError(await signInFrom(app, project, '203.0.113.24', owner.email, `guess ${i}`), 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectTooMany(await signInFrom(t.app, project, '203.0.113.24', owner.email, PASSWORD));
    await expectTooMany(await signInFrom(second, project, '203.0.113.24', owner.email, PASSWORD));
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const owner = await signUp(t, project);
    for (let i = 0; i < 20; i++) {
      const response = await signInFrom(t.app, project, '203.0.113.25', owner.email, `guess ${i}`, `192.0.2.${i}`);
      await expectKnownError(response, 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectTooMany(await signInFrom(t.app, project, '203.0.113.25', owner.email, PASSWORD, '192.0.2.99'));
  });
});

describe.each(testDialects)('sign-in rate limits behind a trusted proxy on %s', (dialect) => {
  const t = useTestServer(dialect, { trustedProxies: TrustedProxies.parse('10.0.0.0/8') });
  let project: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t);
  });

  it('counts per the address the proxy reports, and ignores what a client forwards without a proxy', async () => {
    const owner = await signUp(t, project);
    await failTwenty(t.app, project, '10.0.0.1', owner.email, '203.0.113.30');
    await expectTooMany(await signInFrom(t.app, project, '10.0.0.2', owner.email, PASSWORD, '198.51.100.9, 203.0.113.30'));
    expect((await signInFrom(t.app, project, '10.0.0.1', owner.email, PASSWORD, '198.51.100.30')).status).toBe(200);
    // A client outside the proxies cannot claim another address: it is counted as itself.
    await failTwenty(t.app, project, '203.0.113.31', owner.email, '10.0.0.3');
    await expectTooMany(await signInFrom(t.app, project, '203.0.113.31', owner.email, PASSWORD, '198.51.100.31'));
  });
});
