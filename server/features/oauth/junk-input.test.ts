import { beforeAll, describe, expect, it } from 'vitest';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';

/** Query strings and bodies no client should send; each must get a known error or a plain 4xx, never a 500. */
const JUNK_QUERIES = [
  '',
  '?state=',
  '?state=%00',
  `?state=${'a'.repeat(5_000)}`,
  '?code=x&state=x&error=',
  '?user_id=nobody',
  '?client_id[]=x',
  '?scope=legacy&scope=legacy',
  '?redirect_uri=%E0%A4%A',
];
const JUNK_BODIES: [string, string][] = [
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', '{"scope": 5, "allow_sign_in": "yes"}'],
  ['application/json', `{"scope": "${'s'.repeat(20_000)}"}`],
  ['application/x-www-form-urlencoded', 'state=%ZZ&code=1'],
  ['text/xml', '<a/>'],
];

const ROUTES: [string, string][] = [
  ['GET', '/auth/oauth/authorize/github'],
  ['GET', '/auth/oauth/authorize/%2e%2e'],
  ['GET', '/auth/oauth/callback/github'],
  ['POST', '/auth/oauth/callback/github'],
  ['POST', '/auth/oauth/token'],
  ['GET', '/oauth-providers'],
  ['POST', '/oauth-providers'],
  ['GET', '/oauth-providers/me/not-a-uuid'],
  ['PATCH', '/oauth-providers/me/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/oauth-providers/me/00000000-0000-4000-8000-000000000000'],
  ['GET', '/connected-accounts/me'],
  ['POST', '/connected-accounts/me/github/access-token'],
  ['POST', '/connected-accounts/me/no-such-provider/x/access-token'],
];

describe.each(testDialects)('OAuth routes and junk input on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let token: string;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, { config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh', client_secret: 's' }] } });
    token = (await signUp(t, project)).access_token;
  });

  it('no route answers 500 to junk queries or bodies, with or without credentials', async () => {
    const failures: string[] = [];
    const headerSets = [{}, accessHeaders({ type: 'client', project, accessToken: token }), accessHeaders({ type: 'server', project })];
    for (const [method, path] of ROUTES) {
      for (const headers of headerSets) {
        for (const query of JUNK_QUERIES) {
          const response = await t.request(`/api/v1${path}${query}`, { method, headers });
          if (response.status >= 500) failures.push(`${method} ${path}${query}: ${response.status}`);
        }
        if (method === 'GET') continue;
        for (const [type, body] of JUNK_BODIES) {
          const response = await t.request(`/api/v1${path}`, { method, headers: { ...headers, 'content-type': type }, body });
          if (response.status >= 500) failures.push(`${method} ${path} ${type} ${body.slice(0, 40)}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
