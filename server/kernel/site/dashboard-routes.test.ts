import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/test-databases';
import { createTestServer, type TestServer } from '../../test-support/test-server';
import { createApp } from '../../app';
import { PAGE_CSP } from './html-page';

describe.each(testDialects)('the dashboard page on %s', (dialect) => {
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'latch-dashboard-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'dashboard-ABC.js'), 'export {};');
    await writeFile(path.join(dir, 'assets', 'dashboard-ABC.css'), 'body{margin:0}');
    await writeFile(path.join(dir, 'dashboard.json'), JSON.stringify({ script: 'assets/dashboard-ABC.js', stylesheet: 'assets/dashboard-ABC.css' }));
    t = await createTestServer(dialect, { publicDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every dashboard address (deep links too) with the one page, the internal project and its publishable key on it', async () => {
    for (const address of ['/', '/projects', '/projects/abc/users/def', '/handler/sign-in?after_auth_return_to=%2Fprojects']) {
      const response = await t.request(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(PAGE_CSP);
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/assets/dashboard-ABC.js"></script>');
      expect(html).toContain('<link rel="stylesheet" href="/assets/dashboard-ABC.css">');
      expect(html).toContain(`data-project-id="internal" data-publishable-client-key="${t.internal.keys.publishable_client_key}" data-shared-mail="outbox"`);
      expect(html).not.toContain('<script>');
    }
  });

  it('tells the dashboard whether this server offers shared OAuth keys (its development identity provider runs)', async () => {
    expect(await (await t.request('/projects')).text()).toContain('data-shared-oauth-keys="available"');
    for (const deps of [
      { ...t.deps, devIdentityProvider: false },
      { ...t.deps, baseUrl: 'https://auth.example.com' },
    ]) {
      const page = await createApp(deps).request(`${deps.baseUrl}/projects`);
      expect(await page.text()).toContain('data-shared-oauth-keys="unavailable"');
    }
  });

  it("tells the e-mail screens when shared mail goes through the operator's SMTP server (fixed templates)", async () => {
    const operated = await createTestServer(dialect, {
      publicDir: dir,
      sharedSmtp: { url: 'smtp://mailer:s3cret@smtp.example.com:587', from: { name: 'Example', address: 'no-reply@example.com' } },
    });
    try {
      const html = await (await operated.request('/projects')).text();
      expect(html).toContain('data-shared-mail="smtp"');
      expect(html).not.toContain('s3cret');
    } finally {
      await operated.close();
    }
  });

  it('serves its stylesheet as CSS; API addresses are never answered with the page', async () => {
    const css = await t.request('/assets/dashboard-ABC.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe('body{margin:0}');
    const api = await t.request('/api/v1/no-such-route');
    expect(api.headers.get('content-type') ?? '').not.toContain('text/html');
  });
});

describe('the dashboard page before a build', () => {
  it('says what is missing instead of a blank page', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'latch-unbuilt-'));
    const t = await createTestServer('sqlite', { publicDir: dir });
    try {
      const response = await t.request('/');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm start');
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
