import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type TestServer } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { HSTS_VALUE } from './strict-transport-security';

describe.each(testDialects)('Strict-Transport-Security on %s', (dialect) => {
  const t = useTestServer(dialect);

  /** The same server's app behind another public URL, asked as a browser would ask it. */
  function answersAt(baseUrl: string): (path: string, init?: RequestInit) => Promise<Response> {
    const app = createApp({ ...t.deps, baseUrl });
    return async (path, init) => app.request(`${baseUrl}${path}`, init);
  }

  const pages: Array<[string, (server: TestServer) => RequestInit]> = [
    ['/api/v1/projects/current', (s) => ({ headers: accessHeaders({ type: 'client', project: s.demo }) })],
    ['/api/v1/users/me', (s) => ({ headers: accessHeaders({ type: 'client', project: s.demo }) })], // 401: an error answer
    ['/api/v1/no-such-route', () => ({})],
    ['/health', () => ({})],
    ['/projects', () => ({})],
    ['/latch.js', () => ({})],
    ['/nowhere', () => ({})],
  ];

  it.each(pages)('every answer of a server at an https URL carries it: %s', async (path, init) => {
    const response = await answersAt('https://auth.example.com')(path, init(t));
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
  });

  it('a preflight at an https URL carries it too', async () => {
    const response = await answersAt('https://auth.example.com')('/api/v1/users/me', { method: 'OPTIONS' });
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
  });

  it.each(pages)('a server at a plain http URL sends none (browsers ignore it there): %s', async (path, init) => {
    for (const baseUrl of ['http://localhost:8102', 'http://auth.internal:8080']) {
      const response = await answersAt(baseUrl)(path, init(t));
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });
});
