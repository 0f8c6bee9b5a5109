import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPES, ELEMENT_APIS } from '../elements/api/index';
import { buildExample, type EXAMPLES, typeCheckedFiles } from '../examples/build.mjs';
import { typeCheck, type Framework } from './element-api/type-check';
import { elementTypings } from './element-api/typings';

// Each example app in examples/ is built as its site would build it (esbuild), and type-checked against the
// generated typings; the journeys (e2e/frameworks.spec.ts) sign in through each in Chromium.
const SITE = { latchUrl: 'https://auth.example.test', projectId: 'example-project', publishableClientKey: 'pck_example' };
const FRAMEWORK: Record<keyof typeof EXAMPLES, Framework> = { 'plain-html': 'none', react: 'react', vue: 'vue', svelte: 'svelte', ssr: 'none' };
let dir = '';

beforeAll(async () => {
  // Inside the repository, so that the typings find the frameworks' own (node_modules), as in a site's project.
  const cache = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.cache');
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(path.join(cache, 'examples-'));
  await mkdir(path.join(dir, 'types'));
  for (const [name, text] of Object.entries(elementTypings(Object.values(ELEMENT_APIS), DETAIL_TYPES))) await writeFile(path.join(dir, 'types', name), text);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the example apps', { timeout: 120_000 }, () => {
  it.each(['plain-html', 'react', 'vue', 'svelte'] as const)('%s builds into a page with the loader for its Latch project, and type-checks', async (name) => {
    const out = path.join(dir, name);
    await buildExample(name, out, SITE);
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<script src="https://auth.example.test/latch.js" data-project-id="example-project" data-publishable-client-key="pck_example">');
    expect(html).not.toContain('%');
    // The bundle listens for the element's event, however the framework spells it.
    expect(await readFile(path.join(out, 'main.js'), 'utf8')).toContain('latch-signed-in');
    expect(typeCheck(typeCheckedFiles(name), path.join(dir, 'types'), FRAMEWORK[name])).toEqual([]);
  });

  it('ssr builds a Node server whose page carries the elements and the loader before they upgrade, and type-checks', async () => {
    const out = path.join(dir, 'ssr');
    await buildExample('ssr', out, SITE);
    const { startServer } = (await import(path.join(out, 'server.mjs'))) as typeof import('../examples/ssr/server');
    const server = await startServer(SITE);
    try {
      const page = await fetch(`${server.url}/`);
      const html = await page.text();
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toMatch(/<head>[\s\S]*<script src="https:\/\/auth\.example\.test\/latch\.js" data-project-id="example-project"[\s\S]*<\/head>/);
      expect(html).toContain('<auth-sign-in no-redirect></auth-sign-in>');
      expect(await (await fetch(`${server.url}/client.js`)).text()).toContain('latch-signed-in');
    } finally {
      await server.stop();
    }
    expect(typeCheck(typeCheckedFiles('ssr'), path.join(dir, 'types'), FRAMEWORK.ssr, true)).toEqual([]);
  });
});
