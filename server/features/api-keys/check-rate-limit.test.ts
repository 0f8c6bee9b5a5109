import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatedApiKeyJson } from '../../../protocol/api-keys/json';
import { connectionFrom } from '../../test-support/connection-from';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { CHECKS_PER_ADDRESS } from './routes';

describe.each(testDialects)('API key checks are throttled per client address on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let userKey: string;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, { config: { allow_user_api_keys: true, allow_team_api_keys: true } });
    const ada = await signedInUser(t, project.id, { email: 'ada@example.com' });
    const body = { user_id: 'me', description: 'CI', expires_at_millis: null };
    userKey = (await expectJson<CreatedApiKeyJson>(await t.api('POST', '/user-api-keys', { type: 'client', project, accessToken: ada.accessToken }, body))).value;
  });
  // The clock stands still unless a test moves it, so a slow machine cannot refill the budget mid-test.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => vi.useRealTimers());

  function checkFrom(address: string, apiKey: string, type: 'user' | 'team' = 'user'): Promise<Response> {
    return Promise.resolve(
      t.app.request(
        `${TEST_BASE_URL}/api/v1/${type}-api-keys/check`,
        {
          method: 'POST',
          headers: { ...accessHeaders({ type: 'server', project }), 'content-type': 'application/json' },
          body: JSON.stringify({ api_key: apiKey }),
        },
        connectionFrom(address),
      ),
    );
  }

  it(`allows ${CHECKS_PER_ADDRESS.limit} checks a minute from one address, then answers 429 with Retry-After, even for a valid key`, async () => {
    const guesser = '203.0.113.60';
    // Guesses at both routes count against one budget.
    for (let i = 0; i < CHECKS_PER_ADDRESS.limit - 1; i++) {
      await expectKnownError(await checkFrom(guesser, `sk_guess${i}574ck4u7h00000000`, i % 2 === 0 ? 'user' : 'team'), 404, 'API_KEY_NOT_FOUND');
    }
    expect((await checkFrom(guesser, userKey)).status).toBe(200);

    for (const type of ['user', 'team'] as const) {
      const refused = await checkFrom(guesser, userKey, type);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(1);
    }

    // Another address (the site's real backend) is not affected.
    expect((await checkFrom('203.0.113.61', userKey)).status).toBe(200);

    // After Retry-After, the address may check again.
    vi.setSystemTime(Date.now() + 1_000);
    expect((await checkFrom(guesser, userKey)).status).toBe(200);
  });
});
