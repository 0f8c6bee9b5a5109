import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientApp } from '../client-app';
import { installFakeBrowser } from '../test-support/fake-browser';
import { jsonResponse, knownErrorResponse, scriptedFetch } from '../test-support/fake-network';
import { MFA_ATTEMPT_CODE_KEY } from './multi-factor-stop';

afterEach(() => {
  vi.unstubAllGlobals();
});

const attemptCode = 'a'.repeat(45);

/**
 * A server that asks every sign-in and sign-up for a second factor (docs/wire.md §4 "MFA"), scripted so that the
 * redirect and no-storage cases are cheap to cover; multi-factor-stop-server.test.ts checks the real server.
 */
function appOfUserWithTotp() {
  const net = scriptedFetch([
    (request) =>
      request.url.includes('/auth/password/')
        ? knownErrorResponse('MULTI_FACTOR_AUTHENTICATION_REQUIRED', 400, { attempt_code: attemptCode })
        : jsonResponse({ error: 'unexpected' }, 500),
  ]);
  const navigate = vi.fn();
  const app = new ClientApp({ projectId: 'internal', baseUrl: 'https://auth.example.com', tokenStore: 'memory', fetch: net.fetch, redirectMethod: { navigate } });
  return { app, navigate, sent: net.sent };
}

describe('a sign-in that needs a second factor (docs/product.md §4 "Multi-factor")', () => {
  it('keeps the attempt code in session storage, goes to the mfa page and answers the error', async () => {
    const { sessionStorage } = installFakeBrowser('http://localhost:3000/handler/sign-in');
    const { app, navigate } = appOfUserWithTotp();
    const result = await app.signInWithCredential({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(result.status === 'error' && result.error.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(result.status === 'error' && result.error.details).toEqual({ attempt_code: attemptCode });
    expect(sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY)).toBe(attemptCode);
    expect(navigate).toHaveBeenCalledWith('/handler/mfa');
    expect(app.$session.get()).toEqual({ status: 'signed-out' });
  });

  it('with noRedirect, keeps the code and stays on the page', async () => {
    const { sessionStorage } = installFakeBrowser('http://localhost:3000/handler/sign-up');
    const { app, navigate, sent } = appOfUserWithTotp();
    const result = await app.signUpWithCredential({ email: 'ada@example.com', password: 'correct horse battery', noRedirect: true });
    expect(result.status === 'error' && result.error.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY)).toBe(attemptCode);
    expect(navigate).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1); // no user is loaded: there is no session yet
  });

  it('outside a browser there is no session storage: the error still carries the attempt code', async () => {
    const { app } = appOfUserWithTotp();
    const result = await app.signInWithCredential({ email: 'ada@example.com', password: 'correct horse battery', noRedirect: true });
    expect(result.status === 'error' && result.error.details).toEqual({ attempt_code: attemptCode });
  });
});
