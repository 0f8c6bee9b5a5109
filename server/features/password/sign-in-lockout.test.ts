import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_DEVICE_HEADER } from '../../../protocol/headers';
import type { OtpNonceJson } from '../../../protocol/email-code/json';
import { TrustedProxies } from '../../kernel/http/trusted-proxies';
import { connectionFrom } from '../../test-support/connection-from';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { client, createProjectWithKeys, PASSWORD, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const PROXY = '10.0.0.1';
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

// The clock stands still unless a test moves it: limits refill with time, and a slow machine must not refill them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The owner's way in while strangers guess (README "Sign-in limits and lockouts"): a device or address that signed
 * in before still gets in with the right password once the account is over its limit; everyone else stays bounded.
 * Clients reach the server through a trusted proxy that reports their address in X-Forwarded-For.
 */
describe.each(testDialects)('a stranger cannot lock an owner out, on %s', (dialect) => {
  const t = useTestServer(dialect, { trustedProxies: TrustedProxies.parse('10.0.0.0/8') });
  let project: TestProject;
  let run = 0;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, { config: { allow_localhost: true, magic_link_enabled: true } });
  });
  beforeEach(() => {
    run += 1;
  });

  /** An address of this test alone: limits per address outlive a test. */
  const address = (net: number, host: number) => `198.${18 + (run % 2)}.${net + run * 10}.${host}`;

  function post(path: string, from: string, body: object, headers: Record<string, string> = {}): Promise<Response> {
    return Promise.resolve(
      t.app.request(
        `${TEST_BASE_URL}/api/v1${path}`,
        {
          method: 'POST',
          headers: { ...accessHeaders({ type: 'client', project }), 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
          body: JSON.stringify(body),
        },
        connectionFrom(PROXY),
      ),
    );
  }

  function signInFrom(from: string, email: string, password: string, device?: string): Promise<Response> {
    return post('/auth/password/sign-in', from, { email, password }, device === undefined ? {} : { [KNOWN_DEVICE_HEADER]: device });
  }

  /** 100 wrong passwords from five addresses, twenty each: the account's whole budget, no address over its own. */
  async function strangerGuesses(email: string): Promise<void> {
    for (let host = 1; host <= 5; host++) {
      for (let batch = 0; batch < 2; batch++) {
        const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => signInFrom(address(1, host), email, `Winter2026!${batch}${i}`)));
        for (const response of responses) await expectKnownError(response, 400, 'EMAIL_PASSWORD_MISMATCH');
      }
    }
  }

  async function expectLockedOut(response: Response): Promise<void> {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it('lets the owner in from an address and a device used before, while strangers stay throttled', async () => {
    const owner = await signUp(t, project);
    const home = address(2, 1);
    const firstSignIn = await signInFrom(home, owner.email, PASSWORD);
    expect(firstSignIn.status).toBe(200);
    const device = firstSignIn.headers.get(KNOWN_DEVICE_HEADER) ?? '';
    expect(device).toMatch(/^[0-9a-z]{45}$/);
    // Stack's JSON answer is unchanged: the token travels only in the header.
    expect(Object.keys(await firstSignIn.json()).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);

    await strangerGuesses(owner.email);
    // A stranger from a new address is refused before any password is checked, the right one included.
    await expectLockedOut(await signInFrom(address(3, 1), owner.email, 'Winter2026!xx'));
    await expectLockedOut(await signInFrom(address(3, 1), owner.email, PASSWORD));
    // A made-up device token is a stranger's too.
    await expectLockedOut(await signInFrom(address(3, 2), owner.email, PASSWORD, 'x'.repeat(45)));

    // The owner at home (the official client sends no device token: the address alone is known).
    expect((await signInFrom(home, owner.email, PASSWORD)).status).toBe(200);
    // The owner's device, on a network it never used.
    const travelling = await signInFrom(address(4, 1), owner.email, PASSWORD, device);
    expect(travelling.status).toBe(200);
    expect(travelling.headers.get(KNOWN_DEVICE_HEADER)).toBe(device);
    // Without the device, that same new network is still a stranger's.
    await expectLockedOut(await signInFrom(address(4, 2), owner.email, PASSWORD));
  }, 120_000);

  it('bounds a stolen device token: its failures count, from whatever addresses it is used', async () => {
    const owner = await signUp(t, project);
    const device = (await signInFrom(address(2, 2), owner.email, PASSWORD)).headers.get(KNOWN_DEVICE_HEADER) ?? '';
    await strangerGuesses(owner.email);
    // Twenty wrong passwords with the token, each from a new address: the device's own budget.
    for (let host = 1; host <= 20; host++) {
      await expectKnownError(await signInFrom(address(5, host), owner.email, `stolen ${host}`, device), 400, 'EMAIL_PASSWORD_MISMATCH');
    }
    await expectLockedOut(await signInFrom(address(5, 21), owner.email, PASSWORD, device));
  }, 120_000);

  it('signing in with an e-mail code makes a new address one the owner can use a password from', async () => {
    const owner = await signUp(t, project);
    await t.deps.db.updateTable('contact_channels').set({ is_verified: true }).where('user_id', '=', owner.user_id).execute();
    await strangerGuesses(owner.email);
    const cafe = address(6, 1);
    await expectLockedOut(await signInFrom(cafe, owner.email, PASSWORD));

    await expectJson<OtpNonceJson>(await t.api('POST', '/auth/otp/send-sign-in-code', client(project), { email: owner.email, callback_url: CALLBACK }));
    const code = codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, owner.email), CALLBACK);
    expect((await post('/auth/otp/sign-in', cafe, { code })).status).toBe(200);

    expect((await signInFrom(cafe, owner.email, PASSWORD)).status).toBe(200);
  }, 120_000);
});
