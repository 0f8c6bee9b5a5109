import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../../protocol/capabilities';
import type { AdminProjectJson } from '../../../protocol/projects/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';

/** Every route of the API with its path parameters filled in (ids that exist nowhere: refusal comes first). */
const everyRoute = Object.entries(allRoutes).map(([name, route]) => ({
  name,
  method: route.method,
  path: route.path.replace(/:([A-Za-z_]+)/g, (_, param: string) => (param === 'projectId' ? 'PROJECT' : randomUUID())),
}));

/**
 * Issue 10: "every admin route accepts x-stack-admin-access-token (an owner's internal access token) for projects that
 * owner's team owns, and nothing else". Another dashboard user's token is refused on every route, whatever access
 * type it claims; the owner's own token is let through.
 */
describe.each(testDialects)("an owner's admin access token on %s", (dialect) => {
  const t = useTestServer(dialect);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let projectId = '';

  beforeAll(async () => {
    owner = await signedInUser(t, 'internal', { email: 'matrix-owner@example.com' });
    stranger = await signedInUser(t, 'internal', { email: 'matrix-stranger@example.com' });
    const created = await t.api('POST', '/internal/projects', { type: 'client', project: t.internal, accessToken: owner.accessToken }, { display_name: 'Guarded' });
    projectId = (await expectJson<AdminProjectJson>(created, 201)).id;
  });

  const send = (route: (typeof everyRoute)[number], accessType: string, token: string) =>
    t.request(`/api/v1${route.path.replace('PROJECT', projectId)}`, {
      method: route.method,
      headers: { 'x-stack-access-type': accessType, 'x-stack-project-id': projectId, 'x-stack-admin-access-token': token, 'content-type': 'application/json' },
      ...(route.method === 'GET' ? {} : { body: '{}' }),
    });

  it("refuses another dashboard user's token on every route, as admin, server and client", async () => {
    expect(everyRoute.length).toBeGreaterThan(90);
    for (const route of everyRoute) {
      for (const accessType of ['admin', 'server', 'client']) {
        const response = await send(route, accessType, stranger.accessToken);
        expect(response.headers.get('x-stack-known-error'), `${accessType} ${route.method} ${route.path}`).toBe('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
        await expectKnownError(response, 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
      }
    }
  });

  it("lets the owner's token through as admin on the admin routes", async () => {
    const project = await expectJson<AdminProjectJson>(await send({ name: 'adminProject', method: 'GET', path: '/internal/projects/current' }, 'admin', owner.accessToken));
    expect(project).toMatchObject({ id: projectId, display_name: 'Guarded' });
    const keys = await send({ name: 'listInternalApiKeys', method: 'GET', path: '/internal/api-keys' }, 'admin', owner.accessToken);
    expect(keys.status).toBe(200);
  });
});
