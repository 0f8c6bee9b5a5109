import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionJson } from '../../../protocol/sessions/json';
import type { ServerUserJson } from '../../../protocol/users/json';
import { connectionFrom } from '../../test-support/connection-from';
import { expectJson } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, PASSWORD, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { TrustedProxies } from '../http/trusted-proxies';

type Tokens = { access_token: string; refresh_token: string; user_id: string };
const PROXY = '10.0.0.5';
const CLIENT = '198.51.100.23';

/** Stack's geo headers (docs/wire.md §3 "Session list item"): believed from a trusted proxy only. */
describe.each(testDialects)('the country of users and sessions on %s', (dialect) => {
  const t = useTestServer(dialect, { trustedProxies: TrustedProxies.parse('10.0.0.0/8') });
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  /** A request to `/api/v1{path}` over a connection from `peer`, with `headers` added. */
  function from(peer: string, path: string, headers: Record<string, string>, body?: unknown, accessToken?: string): Promise<Response> {
    const init: RequestInit = {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...accessHeaders({ type: 'client', project, ...(accessToken ? { accessToken } : {}) }), 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    return Promise.resolve(t.app.request(`${TEST_BASE_URL}/api/v1${path}`, init, connectionFrom(peer)));
  }
  async function signUpFrom(peer: string, headers: Record<string, string>): Promise<Tokens> {
    return expectJson<Tokens>(await from(peer, '/auth/password/sign-up', headers, { email: uniqueEmail('geo'), password: PASSWORD }));
  }
  async function countryOfUser(userId: string): Promise<string | null> {
    return (await expectJson<ServerUserJson>(await t.api('GET', `/users/${userId}`, { type: 'server', project }))).country_code;
  }
  async function sessionCountries(accessToken: string): Promise<(string | null | undefined)[]> {
    const list = await expectJson<{ items: SessionJson[] }>(await t.api('GET', '/auth/sessions?user_id=me', client(project, accessToken)));
    return list.items.map((session) => session.last_used_at_end_user_ip_info?.countryCode);
  }

  it("takes a new user's and session's country from a trusted proxy's geo header", async () => {
    const vercel = await signUpFrom(PROXY, { 'x-forwarded-for': CLIENT, 'x-vercel-ip-country': 'ch' });
    expect(await countryOfUser(vercel.user_id)).toBe('CH');
    expect(await sessionCountries(vercel.access_token)).toEqual(['CH']);
    const cloudflare = await signUpFrom(PROXY, { 'x-forwarded-for': CLIENT, 'cf-ipcountry': 'DE' });
    expect(await countryOfUser(cloudflare.user_id)).toBe('DE');
    // Vercel's header first, as Stack reads them; Cloudflare's "unknown" and "Tor" are no country.
    expect(await countryOfUser((await signUpFrom(PROXY, { 'x-vercel-ip-country': 'US', 'cf-ipcountry': 'DE' })).user_id)).toBe('US');
    expect(await countryOfUser((await signUpFrom(PROXY, { 'cf-ipcountry': 'XX' })).user_id)).toBeNull();
    expect(await countryOfUser((await signUpFrom(PROXY, { 'cf-ipcountry': 'T1' })).user_id)).toBeNull();
  });

  it('ignores the headers from anyone else, who could write them', async () => {
    const spoofed = await signUpFrom(CLIENT, { 'x-vercel-ip-country': 'CH', 'cf-ipcountry': 'CH' });
    expect(await countryOfUser(spoofed.user_id)).toBeNull();
    expect(await sessionCountries(spoofed.access_token)).toEqual([null]);
  });

  it('updates the session on refresh, and an upgrade keeps a country the anonymous user already had', async () => {
    const user = await signUpFrom(PROXY, { 'cf-ipcountry': 'FR' });
    const refresh = (peer: string, headers: Record<string, string>) =>
      from(peer, '/auth/sessions/current/refresh', { 'x-stack-refresh-token': user.refresh_token, ...headers }, {});
    expect((await refresh(PROXY, { 'cf-ipcountry': 'IT' })).status).toBe(200);
    expect(await sessionCountries(user.access_token)).toEqual(['IT']);
    // From elsewhere, without a trusted proxy: the old country no longer describes the address.
    expect((await refresh(CLIENT, { 'cf-ipcountry': 'IT' })).status).toBe(200);
    expect(await sessionCountries(user.access_token)).toEqual([null]);
    // The user's own country is the sign-up's.
    expect(await countryOfUser(user.user_id)).toBe('FR');

    const anonymous = await expectJson<Tokens>(await from(PROXY, '/auth/anonymous/sign-up', { 'cf-ipcountry': 'ES' }, {}));
    expect(await countryOfUser(anonymous.user_id)).toBe('ES');
    const upgrade = await from(
      PROXY,
      '/auth/password/sign-up',
      { 'cf-ipcountry': 'PT', 'x-stack-allow-anonymous-user': 'true' },
      { email: uniqueEmail(), password: PASSWORD },
      anonymous.access_token,
    );
    expect((await expectJson<Tokens>(upgrade)).user_id).toBe(anonymous.user_id);
    expect(await countryOfUser(anonymous.user_id)).toBe('ES');
  });
});
