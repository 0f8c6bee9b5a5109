import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClosure } from './bundle-graph.mjs';
import { lazyKnownErrorTree } from './lazy-known-error-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What browser code does with errors: core's read-response awaits the tree, then rebuilds the error. */
const PAGE = `
import { KnownError } from './protocol/known-error';
import { knownErrorTreeReady } from './protocol/known-error-tree-ready';
export { KnownError, knownErrorTreeReady };
export function fromWire(json) { return KnownError.fromJson(json); }
`;

let out = '';
let page: {
  fromWire(json: unknown): { code: string; status: number; message: string; is(family: string): boolean };
  knownErrorTreeReady(): Promise<void>;
};
let entryFiles: string[] = [];
let lazyFiles: string[] = [];

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'latch-tree-'));
  await writeFile(path.join(out, 'package.json'), '{"type":"module"}');
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: { contents: PAGE, resolveDir: root, sourcefile: 'page.ts', loader: 'ts' },
    outdir: out,
    entryNames: 'page',
    bundle: true,
    splitting: true,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    plugins: [lazyKnownErrorTree(root)],
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)?.[0] ?? '';
  entryFiles = staticClosure(result.metafile, entry);
  lazyFiles = Object.keys(result.metafile.outputs).filter((file) => !entryFiles.includes(file));
  page = await import(pathToFileURL(path.join(root, entry)).href);
});

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('the known-error tree as a lazy chunk of the browser bundles', () => {
  it('is not in what the page loads first, but in a chunk of its own', async () => {
    const first = await Promise.all(entryFiles.map((file) => readFile(path.join(root, file), 'utf8')));
    expect(first.join('\n')).not.toContain('EMAIL_PASSWORD_MISMATCH');
    const lazy = await Promise.all(lazyFiles.map((file) => readFile(path.join(root, file), 'utf8')));
    expect(lazy.join('\n')).toContain('EMAIL_PASSWORD_MISMATCH');
  });

  it("is computed by the build: statuses and families only, without the catalogue's messages or the route tables it reaches", async () => {
    const lazy = (await Promise.all(lazyFiles.map((file) => readFile(path.join(root, file), 'utf8')))).join('\n');
    expect(lazy).toContain('PASSKEY_NOT_FOUND'); // a capability's own error (protocol/passkeys/errors.ts)
    expect(lazy).not.toContain('Passkey not found.');
    expect(lazy).not.toContain('/auth/passkey/register');
    expect(lazy).not.toContain('min_length');
  });

  it('fails loudly when an error is rebuilt before the tree was awaited', () => {
    expect(() => page.fromWire({ code: 'USER_NOT_FOUND', error: 'User not found.' })).toThrow(/read before knownErrorTreeReady/);
  });

  it('once awaited, rebuilds errors as the catalogue says: status, families, unknown codes', async () => {
    await page.knownErrorTreeReady();
    const notFound = page.fromWire({ code: 'USER_NOT_FOUND', error: 'User not found.' });
    expect([notFound.code, notFound.status, notFound.message]).toEqual(['USER_NOT_FOUND', 404, 'User not found.']);
    const expired = page.fromWire({ code: 'ACCESS_TOKEN_EXPIRED', error: 'Expired.' });
    expect([expired.status, expired.is('INVALID_ACCESS_TOKEN'), expired.is('USER_NOT_FOUND')]).toEqual([401, true, false]);
    expect(page.fromWire({ code: 'NO_SUCH_CODE', error: '?' }).code).toBe('UNSUPPORTED_ERROR');
    expect(page.fromWire({ code: 'PASSKEY_NOT_FOUND', error: 'Gone.' }).status).toBe(404);
    await page.knownErrorTreeReady(); // a second call loads nothing more
  });
});
