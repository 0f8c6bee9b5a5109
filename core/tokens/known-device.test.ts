import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_DEVICE_HEADER } from '../../protocol/headers';
import { connectionFrom } from '../../server/test-support/connection-from';
import { FakeStorage, installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();
const password = 'correct horse battery';
let run = 0;

beforeEach(() => {
  // Limits refill with time: the clock stands still so a slow machine does not refill them.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
  run += 1;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A client app whose requests come from `where.address`, recording the known-device header each one sent. */
function appAt(where: { address: string }, sent: (string | null)[], tokenStore: 'memory' | 'cookie' = 'memory') {
  return t.clientApp({
    tokenStore,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.startsWith('/api/v1/auth/password/')) sent.push(request.headers.get(KNOWN_DEVICE_HEADER));
      return t.server.app.request(request, undefined, connectionFrom(where.address));
    },
  });
}

/** A stranger's hundred wrong passwords from five addresses: the account's whole budget. */
async function strangerGuesses(email: string): Promise<void> {
  for (let host = 1; host <= 5; host++) {
    const stranger = t.clientApp({ fetch: (input, init) => t.server.app.request(input, init, connectionFrom(`198.18.${run}.${host}`)) });
    for (let i = 0; i < 20; i++) {
      const result = await stranger.signInWithCredential({ email, password: `Winter2026!${i}`, noRedirect: true });
      expect(result.status === 'error' && result.error.code).toBe('EMAIL_PASSWORD_MISMATCH');
    }
  }
}

describe('the known-device token', () => {
  it('is kept from the sign-up and sent on the next sign-in, which then gets through a stranger’s lockout from a new network', async () => {
    const email = `device-${run}@example.com`;
    const where = { address: `203.0.113.${run}` };
    const sent: (string | null)[] = [];
    const app = appAt(where, sent);
    expect((await app.signUpWithCredential({ email, password, noVerificationCallback: true, noRedirect: true })).status).toBe('ok');
    await app.signOut();

    await strangerGuesses(email);
    where.address = `192.0.2.${run}`;
    expect(await app.signInWithCredential({ email, password, noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeNull();
    expect(sent[1]).toMatch(/^[0-9a-z]{45}$/);
    expect((await app.getUser())?.primaryEmail).toBe(email);
  }, 120_000);

  it('in a browser lives in localStorage per project, so the next page load sends it', async () => {
    const { window } = installFakeBrowser('http://localhost:3000/page');
    const localStorage = new FakeStorage();
    vi.stubGlobal('localStorage', localStorage);
    Object.assign(window, { localStorage });
    const email = `browser-${run}@example.com`;
    const where = { address: `203.0.113.${run}` };
    const firstPage: (string | null)[] = [];
    expect((await appAt(where, firstPage, 'cookie').signUpWithCredential({ email, password, noVerificationCallback: true, noRedirect: true })).status).toBe('ok');
    const stored = localStorage.getItem(`latch-known-device-${t.server.demo.id}`);
    expect(stored).toMatch(/^[0-9a-z]{45}$/);

    const nextPage: (string | null)[] = [];
    expect((await appAt(where, nextPage, 'cookie').signInWithCredential({ email, password, noRedirect: true })).status).toBe('ok');
    expect(nextPage).toEqual([stored]);
  });
});
