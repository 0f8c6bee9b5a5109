import { describe, expect, it } from 'vitest';
import { ClientApp } from './client-app';
import type { ClientAppOptions } from './client-app-options';

const base: ClientAppOptions = { projectId: 'internal', baseUrl: 'https://auth.example.com', tokenStore: 'memory' };
const noFetch = () => Promise.reject(new Error('no request expected'));

describe("ClientApp options: a caller's mistakes are TypeErrors, and nothing is sent", () => {
  it('accepts internal or a UUID as project id', () => {
    expect(new ClientApp(base).projectId).toBe('internal');
    expect(new ClientApp({ ...base, projectId: '1b2290b1-06b9-4c26-bc37-c53995726fd3' }).projectId).toHaveLength(36);
    for (const projectId of ['', 'demo', '1b2290b1-06b9-4c26-bc37', 42]) {
      expect(() => new ClientApp({ ...base, projectId: projectId as string })).toThrow(TypeError);
    }
  });

  it('needs an http(s) origin as baseUrl, and strips a trailing slash', () => {
    for (const baseUrl of ['auth.example.com', 'ftp://x', 'https://x/?a=1', '']) {
      expect(() => new ClientApp({ ...base, baseUrl })).toThrow(TypeError);
    }
    expect(() => new ClientApp({ ...base, baseUrl: 'https://auth.example.com/' })).not.toThrow();
  });

  it('needs a known token store', () => {
    expect(() => new ClientApp({ ...base, tokenStore: 'localStorage' as never })).toThrow(TypeError);
    expect(() => new ClientApp({ projectId: 'internal', baseUrl: 'https://x' } as never)).toThrow(TypeError);
  });

  it('resolves urls from the options', () => {
    expect(new ClientApp({ ...base, urls: { handler: '/auth' } }).urls.signIn).toBe('/auth/sign-in');
  });

  it('signing in needs a persistent token store', async () => {
    const app = new ClientApp({ ...base, tokenStore: null, fetch: noFetch });
    await expect(app.signInWithCredential({ email: 'a@b.c', password: 'x' })).rejects.toThrow(TypeError);
    await expect(app.getUser({ or: 'anonymous' })).rejects.toThrow(TypeError);
    expect(await app.getUser()).toBeNull();
  });

  it('bad credentials types are TypeErrors', async () => {
    const app = new ClientApp({ ...base, fetch: noFetch });
    await expect(app.signInWithCredential({ email: 1 as never, password: 'x' })).rejects.toThrow(TypeError);
    await expect(app.signUpWithCredential({ email: 'a@b.c', password: 'x', noVerificationCallback: true, verificationCallbackUrl: '/v' })).rejects.toThrow(TypeError);
  });

  it('constructing touches no network and no window (server-side rendering)', () => {
    const app = new ClientApp({ ...base, tokenStore: 'cookie', fetch: noFetch });
    expect(app.$session.get()).toEqual({ status: 'signed-out' });
  });
});
