import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_S } from '../protocol/constants';
import { configure, createProjectWithKeys } from '../server/test-support/test-accounts';
import { useInProcessServer } from './test-support/in-process-apps';

const t = useInProcessServer();

afterEach(() => {
  vi.useRealTimers();
});

/** A project that rotates refresh tokens (docs/security.md "Tokens and sessions"): the SDK must keep the newest one. */
describe('ClientApp on a project that rotates refresh tokens', () => {
  it('stores each rotated refresh token, so the user stays signed in across many refreshes', async () => {
    const project = await createProjectWithKeys(t.server);
    await configure(t.server, project, { refresh_token_rotation: true });
    const app = t.clientApp({ projectId: project.id, publishableClientKey: project.keys.publishable_client_key });
    const email = `rotation-${Date.now()}@example.com`;
    expect(await app.signUpWithCredential({ email, password: 'correct horse battery', noVerificationCallback: true })).toEqual({ status: 'ok', data: undefined });
    const first = JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as { refreshToken: string };

    vi.useFakeTimers({ toFake: ['Date'] });
    const seen = new Set([first.refreshToken]);
    for (let round = 1; round <= 3; round++) {
      vi.setSystemTime(Date.now() + (ACCESS_TOKEN_LIFETIME_S + 60) * 1000);
      expect((await app.getUser())?.primaryEmail).toBe(email);
      seen.add((JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as { refreshToken: string }).refreshToken);
    }
    // Every refresh handed out a new refresh token and the SDK sent the newest each time (an old one would have
    // been taken as reuse and ended the session).
    expect(seen.size).toBe(4);
  });
});
