import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../protocol/fail';
import { devIdpSignIn } from '../../test-support/dev-identity-provider';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { IDENTITY_PROVIDER_CSP } from './authorize-routes';

const callback = (client: string) => `${TEST_BASE_URL}/api/v1/auth/oauth/callback/${client}`;
const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');

function query(overrides: Record<string, string | null> = {}): string {
  const params: Record<string, string | null> = {
    client_id: 'google',
    redirect_uri: callback('google'),
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid email profile',
    state: 'the-state',
    ...overrides,
  };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null) search.set(name, value);
  return `/dev-identity-provider/authorize?${search}`;
}

const form = (params: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(params),
});

const sealedRequest = (html: string) => /name="request" value="([^"]+)"/.exec(html)?.[1] ?? fail('no signed request on the page');

describe.each(testDialects)('development identity provider sign-in page on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('is plainly a development page naming the provider, under the site CSP, with a stylesheet it serves', async () => {
    const response = await t.request(query({ client_id: 'github', redirect_uri: callback('github') }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(IDENTITY_PROVIDER_CSP);
    // Scripts only from this origin; forms free to end at the site, which is another origin.
    expect(IDENTITY_PROVIDER_CSP).toContain("script-src 'self'");
    expect(IDENTITY_PROVIDER_CSP).not.toContain('form-action');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>Development sign-in for GitHub — not the real GitHub</h1>');
    expect(html).toContain('No test identities yet');
    expect(html).not.toMatch(/<script|style=/);
    expect(html).toContain('<label for="name">Name</label>');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] ?? fail('no stylesheet');
    const css = await t.request(href.slice(TEST_BASE_URL.length));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('lists every test identity with its e-mail and whether it is verified, names escaped', async () => {
    await devIdpSignIn(t.request, query(), { create: { name: '<b>Mallory</b>', email: 'mallory@example.com', emailVerified: false } });
    await devIdpSignIn(t.request, query(), { create: { name: 'Victor', email: 'victor@example.com' } });
    const html = await (await t.request(query())).text();
    expect(html).toContain('&#60;b&#62;Mallory&#60;/b&#62;');
    expect(html).not.toContain('<b>Mallory');
    const mallory = html.slice(html.indexOf('mallory@example.com'));
    expect(mallory.slice(0, mallory.indexOf('</button>'))).toContain('E-mail not verified');
    const victor = html.slice(html.indexOf('victor@example.com'));
    expect(victor.slice(0, victor.indexOf('</button>'))).toContain('E-mail verified');
  });

  it('explains itself at its own address and lists the test identities', async () => {
    const response = await t.request('/dev-identity-provider');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Latch's development identity provider</h1>");
    expect(html).toContain('Victor — victor@example.com (e-mail verified)');
  });

  it('sends a denial back as access_denied with the state', async () => {
    const back = await devIdpSignIn(t.request, query(), 'deny');
    expect(`${back.origin}${back.pathname}`).toBe(callback('google'));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('the-state');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses bad authorization requests with an error page and never a redirect', async () => {
    const cases: [Record<string, string | null>, string][] = [
      [{ client_id: 'myspace' }, 'client_id'],
      [{ client_id: null }, 'client_id'],
      [{ redirect_uri: 'https://evil.example/api/v1/auth/oauth/callback/google' }, 'redirect_uri'],
      [{ redirect_uri: callback('github') }, 'redirect_uri'],
      [{ redirect_uri: `${callback('google')}/../../../../evil` }, 'redirect_uri'],
      [{ redirect_uri: null }, 'redirect_uri'],
      [{ response_type: 'token' }, 'response_type'],
      [{ code_challenge: null }, 'PKCE'],
      [{ code_challenge_method: 'plain' }, 'PKCE'],
      [{ code_challenge_method: null }, 'PKCE'],
      [{ state: 'x'.repeat(2049) }, 'state'],
    ];
    for (const [overrides, mentioned] of cases) {
      const response = await t.request(query(overrides));
      expect({ overrides, status: response.status, location: response.headers.get('location') }).toEqual({ overrides, status: 400, location: null });
      expect(response.headers.get('content-security-policy')).toBe(IDENTITY_PROVIDER_CSP);
      const html = await response.text();
      expect(html).toContain('This sign-in request cannot be used');
      expect(html).toContain(mentioned);
    }
    const repeated = await t.request(`${query()}&redirect_uri=${encodeURIComponent('https://evil.example/')}`);
    expect(repeated.status).toBe(400);
    expect(await repeated.text()).toContain('more than once');
  });

  it('refuses a form whose signed request was altered or is missing, without redirecting', async () => {
    const html = await (await t.request(query())).text();
    const sealed = sealedRequest(html);
    const [header, payload, signature] = sealed.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { request: { redirectUri: string } };
    claims.request.redirectUri = 'https://evil.example/';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    for (const body of [{ request: forged }, {}, { request: 'x.y.z' }] as Record<string, string>[]) {
      const response = await t.request('/dev-identity-provider/authorize/deny', form(body));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('expired or was altered');
    }
  });

  it('shows the create form again with the problem and what was typed when the e-mail is not one', async () => {
    const sealed = sealedRequest(await (await t.request(query())).text());
    const response = await t.request('/dev-identity-provider/authorize/create', form({ request: sealed, name: 'Zed', email: 'a@b.c, d@e.f' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<p class="error" role="alert" id="create-error">Enter one e-mail address/);
    expect(html).toContain('value="Zed"');
    expect(html).toContain('value="a@b.c, d@e.f"');
    expect(html).not.toMatch(/name="email_verified" checked/);
    const noName = await t.request('/dev-identity-provider/authorize/create', form({ request: sealed, name: '  ', email: 'zed@example.com' }));
    expect(await noName.text()).toContain('Enter a name.');
    // Nothing was created by the refused forms.
    const after = await (await t.request(query())).text();
    expect(after).not.toContain('<span class="name">Zed</span>');
    expect(after).not.toContain('zed@example.com');
  });

  it('refuses to pick an identity that does not exist', async () => {
    const sealed = sealedRequest(await (await t.request(query())).text());
    const response = await t.request('/dev-identity-provider/authorize/pick', form({ request: sealed, identity_id: 'b6f1e0a4-0000-4000-8000-000000000000' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});
