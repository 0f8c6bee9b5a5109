import { describe, expect, it } from 'vitest';
import { routePath, type AnyRoute } from '../../../protocol/route';
import { allRoutes as routes } from '../../../protocol/capabilities';
import { useTestServer } from '../../test-support/use-test-server';

/** A value for every path parameter of the table's routes. */
const PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  user_id: 'me',
  team_id: '00000000-0000-4000-8000-000000000000',
  permission_id: 'team_member',
  type: 'email_verification',
  projectId: 'internal',
  provider_id: 'github',
  provider_account_id: '12345',
  passkey_id: '00000000-0000-4000-8000-000000000000',
  level: 'environment',
};

describe('protocol route table', () => {
  const t = useTestServer('sqlite');

  it('is mounted by the server: every route is answered by its handler, not by the router’s 404', async () => {
    const unanswered: string[] = [];
    for (const [name, route] of Object.entries(routes) as [string, AnyRoute][]) {
      const path = routePath(route, PARAMS as never);
      const response = await t.request(`/api/v1${path}`, { method: route.method });
      // Handlers answer with JSON (a result or a known error); only an unmatched path gets Hono's plain 404.
      if (response.status === 404 && !(response.headers.get('content-type') ?? '').includes('json')) unanswered.push(`${name}: ${route.method} ${path}`);
    }
    expect(unanswered).toEqual([]);
  });

  it('the check above can tell: a path outside the table gets the router’s plain 404', async () => {
    const response = await t.request('/api/v1/no-such-route', { method: 'GET' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').not.toContain('json');
  });
});
