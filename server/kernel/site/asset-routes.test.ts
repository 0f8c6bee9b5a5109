import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync, gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/test-databases';
import { createTestServer, type TestServer } from '../../test-support/test-server';
import { preferredEncodings } from './public-files';
import { PAGE_CSP } from './html-page';

const LOADER = 'console.log("loader");';
const CHUNK = 'export const chunk = 1;';

async function writeWithVariants(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.gz`, gzipSync(text));
  await writeFile(`${file}.br`, brotliCompressSync(text));
}

describe.each(testDialects)('loader, bundles and demo page on %s', (dialect) => {
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'latch-public-'));
    await mkdir(path.join(dir, 'assets'));
    await writeWithVariants(path.join(dir, 'latch.js'), LOADER);
    await writeWithVariants(path.join(dir, 'assets', 'runtime-ABC123.js'), CHUNK);
    await writeFile(path.join(dir, 'assets', 'plain-XYZ.js'), CHUNK);
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ loader: { file: 'assets/latch-0123456789.js', integrity: 'sha384-abc' } }));
    await writeFile(path.join(dir, 'secret.txt'), 'not public');
    await writeFile(path.join(dir, 'README.md'), '# Latch\n\n## Add sign-in to a page\n');
    await writeWithVariants(path.join(dir, 'custom-elements.json'), '{"schemaVersion":"2.1.0","modules":[]}\n');
    t = await createTestServer(dialect, { publicDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the loader briefly cached, brotli first, as a cross-origin script', async () => {
    const response = await t.request('/latch.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(LOADER);
  });

  it('serves the README the build copied as plain text, for the dashboard’s link to its guide', async () => {
    const response = await t.request('/README.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('## Add sign-in to a page');
  });

  it('serves the elements’ Custom Elements Manifest as JSON any origin may read', async () => {
    const response = await t.request('/custom-elements.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual({ schemaVersion: '2.1.0', modules: [] });
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await t.request('/latch.js', { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+-gzip"$/);
    const again = await t.request('/latch.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves bundles immutable, gzip when brotli is not accepted, identity when nothing is', async () => {
    const gz = await t.request('/assets/runtime-ABC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(CHUNK);
    const plain = await t.request('/assets/runtime-ABC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(CHUNK);
    const noVariants = await t.request('/assets/plain-XYZ.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(noVariants.headers.get('content-encoding')).toBeNull();
    expect(await noVariants.text()).toBe(CHUNK);
  });

  it('answers 404 for anything else, and never leaves the public folder', async () => {
    for (const url of [
      '/assets/missing-1.js',
      '/secret.txt',
      '/assets/../secret.txt',
      '/assets/..%2Fsecret.txt',
      '/assets/%2e%2e%2fsecret.txt',
      '/manifest.json',
      '/assets/runtime-ABC123.js.gz',
      '/assets/a/b.js',
    ]) {
      const response = await t.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('not public');
    }
  });

  it('serves the demo page: the demo project behind one versioned, integrity-checked script tag, under a strict CSP', async () => {
    for (const url of ['/demo', '/demo/handler/sign-in']) {
      const response = await t.request(url);
      expect(response.status, String(t.loggedErrors[0])).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(PAGE_CSP);
      expect(PAGE_CSP).toContain("script-src 'self'");
      expect(PAGE_CSP).toContain("style-src 'self'");
      const html = await response.text();
      expect(html).toContain(`data-project-id="${t.demo.id}"`);
      expect(html).toContain(`data-publishable-client-key="${t.demo.keys.publishable_client_key}"`);
      expect(html).toContain('src="/assets/latch-0123456789.js" integrity="sha384-abc" crossorigin="anonymous"');
      expect(html).toContain('<auth-user-button>');
      expect(html).toContain(url === '/demo' ? '<auth-sign-in' : '<auth-handler>');
      // Nothing inline: every <script> has a src, no <style>, no style attributes.
      expect(html.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes('src='))).toBe(true);
      expect(html).not.toMatch(/<style|style=/);
    }
    const css = await t.request('/demo/demo.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});

describe('Accept-Encoding', () => {
  it('prefers br, then gzip, and honours q=0 and *', () => {
    expect(preferredEncodings('gzip, br')).toEqual(['br', 'gzip', 'identity']);
    expect(preferredEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip', 'identity']);
    expect(preferredEncodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(preferredEncodings('identity;q=0, gzip')).toEqual(['gzip']);
    expect(preferredEncodings(undefined)).toEqual(['identity']);
  });
});
