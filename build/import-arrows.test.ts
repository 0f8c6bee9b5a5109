import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImportArrows, formatViolations, importsOf, KNOWN_SERVER_EXCEPTIONS } from './import-arrows.mjs';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

async function fixture(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'latch-arrows-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

describe('import arrows', () => {
  it('reports a forbidden import, naming the file, the line and the import', async () => {
    const dir = await fixture({
      'server/routes/bad.ts': "import { ok } from '../../protocol/fail';\nimport { ClientApp } from '../../core/client-app';\n",
      'protocol/fail.ts': 'export const ok = 1;\n',
      'core/client-app.ts': 'export class ClientApp {}\n',
    });
    const violations = await checkImportArrows(dir);
    expect(violations).toEqual([expect.objectContaining({ file: 'server/routes/bad.ts', line: 2, specifier: '../../core/client-app' })]);
    expect(formatViolations(violations)).toContain("server/routes/bad.ts:2  import '../../core/client-app'");
  });

  it('accepts every allowed arrow, same-folder imports and npm packages', async () => {
    const dir = await fixture({
      'elements/a.tsx': "import { x } from '../core/x';\nimport { y } from '../protocol/y';\nimport { z } from './z';\nimport { createRoot } from 'react-dom/client';\n",
      'core/x.ts': "import { y } from '../protocol/y';\nimport { atom } from 'nanostores';\nexport const x = y;\n",
      'loader/l.ts': "import type { LatchConfig } from '../protocol/elements';\n",
      'dashboard/d.tsx': "import { a } from '../elements/a';\n",
    });
    expect(await checkImportArrows(dir)).toEqual([]);
  });

  it('lets the latch command use core and protocol only, without React', async () => {
    const dir = await fixture({
      'cli/ok.ts': "import { ClientApp } from '../core/client-app';\nimport { CLI_POLL_INTERVAL_MS } from '../protocol/constants';\nimport { spawn } from 'node:child_process';\n",
      'cli/bad.ts': "import { startServer } from '../server/start-server';\nimport { h } from 'react';\nimport { x } from '../elements/x';\n",
    });
    const files = (await checkImportArrows(dir)).map((v) => `${v.file}:${v.specifier}`);
    expect(files).toEqual(['cli/bad.ts:../server/start-server', 'cli/bad.ts:react', 'cli/bad.ts:../elements/x']);
  });

  it('keeps React out of core and the loader, and core out of the loader', async () => {
    const dir = await fixture({
      'core/hooks.ts': "import { useState } from 'react';\n",
      'loader/latch.ts': "import { ClientApp } from '../core/client-app';\nimport { h } from 'react/jsx-runtime';\n",
    });
    const files = (await checkImportArrows(dir)).map((v) => `${v.file}:${v.specifier}`);
    expect(files).toEqual(['core/hooks.ts:react', 'loader/latch.ts:../core/client-app', 'loader/latch.ts:react/jsx-runtime']);
  });

  it('lets browser code import protocol/schemas/ only as types', async () => {
    const dir = await fixture({
      'core/a.ts': "import type { Body } from '../protocol/schemas/body';\nexport type { Other } from '../protocol/schemas/other';\n",
      'core/b.ts': "import { bodySchema } from '../protocol/schemas/body';\n",
      'server/c.ts': "import { bodySchema } from '../protocol/schemas/body';\n",
    });
    expect((await checkImportArrows(dir)).map((v) => v.file)).toEqual(['core/b.ts']);
  });

  it("lets browser code import a capability's schema modules only as types", async () => {
    const dir = await fixture({
      'core/a.ts': "import type { Body } from '../protocol/users/schemas';\nimport type { Code } from '../protocol/code-schemas';\n",
      'core/b.ts': "import { bodySchema } from '../protocol/users/schemas';\n",
      'elements/c.ts': "import { resetBody } from '../protocol/password/reset-schemas';\n",
      'loader/d.ts': "import { email } from '../protocol/common-schemas';\n",
      'core/e.ts': "import * as routes from '../protocol/users/routes';\nimport type { UserJson } from '../protocol/users/json';\n",
      'server/f.ts': "import { bodySchema } from '../protocol/users/schemas';\n",
    });
    expect((await checkImportArrows(dir)).map((v) => v.file)).toEqual(['core/b.ts', 'elements/c.ts', 'loader/d.ts']);
  });

  it('keeps the English error messages on the server', async () => {
    const dir = await fixture({
      'server/http/error-response.ts': "import { knownErrorBody } from '../../protocol/known-error-body';\n",
      'protocol/known-error-body.ts': "import { knownErrorMessages } from './known-error-messages';\n",
      'protocol/known-error.test.ts': "import { knownErrorMessages } from './known-error-messages';\n",
      'protocol/known-error.ts': "import { knownErrorMessages } from './known-error-messages';\n",
      'elements/failure.ts': "import { knownErrorBody } from '../protocol/known-error-body';\n",
      'core/errors.ts': "import type { KnownErrorJson } from '../protocol/known-error';\nimport { knownErrors } from '../protocol/known-errors';\n",
    });
    expect((await checkImportArrows(dir)).map((v) => v.file)).toEqual(['protocol/known-error.ts', 'elements/failure.ts']);
  });

  it('lets test files and their test-support helpers, and only them, use server/test-support/', async () => {
    const dir = await fixture({
      'core/client.test.ts': "import { createTestServer } from '../server/test-support/test-server';\n",
      'core/test-support/apps.ts': "import { createTestServer } from '../../server/test-support/test-server';\n",
      'core/client.ts': "import { createTestServer } from '../server/test-support/test-server';\n",
    });
    expect((await checkImportArrows(dir)).map((v) => v.file)).toEqual(['core/client.ts']);
  });

  it('sees dynamic imports, re-exports and import types', () => {
    const refs = importsOf('x.ts', "export * from './a';\nconst m = await import('./b');\ntype T = import('./c').T;\n// import { no } from './comment';\n");
    expect(refs.map((r) => [r.specifier, r.typeOnly, r.lazy === true])).toEqual([
      ['./a', false, false],
      ['./b', false, true],
      ['./c', true, false],
    ]);
  });
});

describe('import arrows inside server/', () => {
  const kernel = {
    'server/kernel/users/users.ts': "import { x } from '../db/schema';\nimport type { ServerDeps } from '../../server-deps';\n",
    'server/kernel/db/schema.ts': 'export interface Database {}\n',
  };

  it('lets features import the kernel, protocol and their own folder, and the root import everything', async () => {
    const dir = await fixture({
      ...kernel,
      'server/features/mfa/routes.ts': "import { u } from '../../kernel/users/users';\nimport { t } from './totp';\nimport { k } from '../../../protocol/k';\n",
      // A feature adds its tables to the kernel's Database type by declaration merging: an arrow into the kernel.
      'server/features/mfa/tables.ts': "declare module '../../kernel/db/schema' {\n  interface Database extends MfaTables {}\n}\n",
      'server/features/index.ts': "import { mfaRoutes } from './mfa/routes';\n",
      'server/app.ts': "import { mfaRoutes } from './features/mfa/routes';\nimport { u } from './kernel/users/users';\n",
      'server/test-support/test-server.ts': "import { createApp } from '../app';\n",
      'server/features/mfa/mfa.test.ts': "import { createApp } from '../../app';\nimport { s } from '../../test-support/test-server';\n",
      'server/kernel/teams/team-fixtures.ts': "import { s } from '../../test-support/test-server';\n",
    });
    expect(await checkImportArrows(dir)).toEqual([]);
  });

  it('fails on a feature importing another feature, even a type only', async () => {
    const dir = await fixture({
      'server/features/oauth/grant.ts': "import { totp } from '../mfa/totp';\nimport type { T } from '../mfa/tables';\n",
      'server/features/oauth/grant.test.ts': "import { totp } from '../mfa/totp';\n",
    });
    expect((await checkImportArrows(dir)).map((v) => `${v.file}:${v.specifier}`)).toEqual([
      'server/features/oauth/grant.test.ts:../mfa/totp',
      'server/features/oauth/grant.ts:../mfa/totp',
      'server/features/oauth/grant.ts:../mfa/tables',
    ]);
  });

  it('fails on the kernel importing a feature or the composition root (but for the type ServerDeps), even a type only', async () => {
    const dir = await fixture({
      ...kernel,
      'server/kernel/sign-in/gate.ts': "import { recordDay } from '../../features/metrics/record';\nimport { createApp } from '../../app';\n",
      'server/kernel/db/other.ts': "import type { MfaTables } from '../../features/mfa/tables';\n",
      'server/kernel/db/schema.ts': "import type { MfaTables } from '../../features/mfa/tables';\n",
    });
    const violations = await checkImportArrows(dir);
    expect(violations.map((v) => `${v.file}:${v.specifier}`)).toEqual([
      'server/kernel/db/other.ts:../../features/mfa/tables',
      'server/kernel/db/schema.ts:../../features/mfa/tables',
      'server/kernel/sign-in/gate.ts:../../features/metrics/record',
      'server/kernel/sign-in/gate.ts:../../app',
    ]);
    expect(formatViolations(violations)).toContain('server/kernel/ may import only the kernel and protocol, not the feature metrics');
  });

  it('accepts a listed exception, and fails on a listed one that is gone', async () => {
    const dir = await fixture({
      'server/features/oauth/grant.ts': "import { totp } from '../mfa/totp';\n",
      'server/features/email-code/send.ts': "import { p } from '../password/policy';\n",
    });
    const exceptions = { 'server/features/oauth/grant.ts': ['../mfa/totp'], 'server/kernel/users/gone.ts': ['../../features/mfa/x'] };
    expect((await checkImportArrows(dir, exceptions)).map((v) => `${v.file}:${v.specifier}:${v.line}`)).toEqual([
      'server/features/email-code/send.ts:../password/policy:1',
      'server/kernel/users/gone.ts:../../features/mfa/x:0',
    ]);
  });

  it('holds the real server to its list of known exceptions', async () => {
    expect(await checkImportArrows(path.resolve(import.meta.dirname, '..'), KNOWN_SERVER_EXCEPTIONS)).toEqual([]);
  });
});

describe('import circles inside server/', () => {
  it('fails on value imports that go round, and lets type-only ones be', async () => {
    const dir = await fixture({
      'server/kernel/users/a.ts': "import { b } from './b';\nexport const a = 1;\n",
      'server/kernel/users/b.ts': "import { c } from '../teams/c';\nexport const b = 1;\n",
      'server/kernel/teams/c.ts': "import { a } from '../users/a';\nexport const c = 1;\n",
      'server/kernel/db/open.ts': "import { watch } from '../cache/watch';\nexport type Db = {};\n",
      'server/kernel/cache/watch.ts': "import type { Db } from '../db/open';\nexport const watch = 1;\n",
    });
    const violations = await checkImportArrows(dir);
    expect(violations).toEqual([expect.objectContaining({ file: 'server/kernel/teams/c.ts', specifier: '../users/a' })]);
    expect(violations[0]?.reason).toContain('server/kernel/teams/c.ts → server/kernel/users/a.ts → server/kernel/users/b.ts → server/kernel/teams/c.ts');
  });
});

describe('import circles in every folder', () => {
  it('fails on a value circle in core, and lets an import() back be', async () => {
    const dir = await fixture({
      'core/teams/server-team.ts': "import { user } from '../users/user';\nexport const team = 1;\n",
      'core/users/user.ts': "import { team } from '../teams/server-team';\nexport const user = 1;\n",
      'elements/flows/a.ts': "import { b } from './b';\nexport const a = 1;\n",
      'elements/flows/b.ts': "export const b = async () => (await import('./a')).a;\n",
    });
    const violations = await checkImportArrows(dir);
    expect(violations).toEqual([expect.objectContaining({ file: 'core/teams/server-team.ts', specifier: '../users/user' })]);
    expect(violations[0]?.reason).toContain('value imports go round in a circle');
  });
});
