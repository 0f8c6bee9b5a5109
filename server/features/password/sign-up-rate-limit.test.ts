import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionFrom } from '../../test-support/connection-from';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, PASSWORD, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('sign-up rate limit on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let otherProject: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t);
    otherProject = await createProjectWithKeys(t);
  });
  // The clock stands still unless a test moves it, so a slow machine cannot refill the limit mid-test.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function postFrom(address: string, path: string, body: Record<string, unknown>, to = project): Promise<Response> {
    return Promise.resolve(
      t.app.request(
        `${TEST_BASE_URL}/api/v1${path}`,
        {
          method: 'POST',
          headers: { ...accessHeaders({ type: 'client', project: to }), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        connectionFrom(address),
      ),
    );
  }

  function signUpFrom(address: string, password = PASSWORD, to = project): Promise<Response> {
    return Promise.resolve(
      t.app.request(
        `${TEST_BASE_URL}/api/v1/auth/password/sign-up`,
        {
          method: 'POST',
          headers: { ...accessHeaders({ type: 'client', project: to }), 'content-type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail('sign-up-limit'), password }),
        },
        connectionFrom(address),
      ),
    );
  }

  it('allows 30 sign-up attempts an hour per address and project, failed ones included', async () => {
    for (let i = 0; i < 29; i++) await expectKnownError(await signUpFrom('203.0.113.40', 'short'), 400, 'PASSWORD_TOO_SHORT');
    expect((await signUpFrom('203.0.113.40')).status).toBe(200);

    const refused = await signUpFrom('203.0.113.40');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe('Too many sign-ups from this address. Please try again later.');
    // One attempt comes back every two minutes.
    expect(refused.headers.get('retry-after')).toBe('120');

    expect((await signUpFrom('198.51.100.40')).status).toBe(200);
    expect((await signUpFrom('203.0.113.40', PASSWORD, otherProject)).status).toBe(200);
    vi.setSystemTime(Date.now() + 120_000);
    expect((await signUpFrom('203.0.113.40')).status).toBe(200);
    expect((await signUpFrom('203.0.113.40')).status).toBe(429);
  });

  it("the verification mails of sign-ups do not use up the address's allowance of other mails", async () => {
    const verify = { verification_callback_url: 'http://localhost:3000/handler/email-verification' };
    for (let i = 0; i < 25; i++) {
      expect((await postFrom('203.0.113.41', '/auth/password/sign-up', { email: uniqueEmail('verify-many'), password: PASSWORD, ...verify })).status).toBe(200);
    }
    const reset = await postFrom('203.0.113.41', '/auth/password/send-reset-code', { email: uniqueEmail('reset'), callback_url: 'http://localhost:3000/handler/password-reset' });
    expect(reset.status).toBe(200);
  });
});
