import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { ServerUserJson } from '../../protocol/users/json';
import { expectJson } from '../test-support/expect-known-error';
import type { TestProject, TestServer } from '../test-support/test-server';
import { runDataCommand } from './data-command';

/** The path of a fixture export file. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

/** Runs `latch <argv…>` on the test server's database; answers the exit code and what it printed. */
export async function latch(t: TestServer, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDataCommand(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, () => ({ db: t.deps.db, close: async () => undefined }));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every user of the project as the server API shows them, by primary e-mail. */
export async function usersByEmail(t: TestServer, project: TestProject): Promise<Map<string, ServerUserJson>> {
  const list = await expectJson<{ items: ServerUserJson[] }>(await t.api('GET', '/users?limit=200', { type: 'server', project }));
  return new Map(list.items.map((user) => [user.primary_email ?? user.id, user]));
}

/** The stored hash of the user who signs in with `email`. */
export async function storedHash(t: TestServer, project: TestProject, email: string): Promise<string | null> {
  const row = await t.deps.db
    .selectFrom('contact_channels')
    .innerJoin('users', 'users.id', 'contact_channels.user_id')
    .select('users.password_hash')
    .where('contact_channels.project_id', '=', project.id)
    .where('contact_channels.value_normalized', '=', email.toLowerCase())
    .executeTakeFirst();
  expect(row).toBeDefined();
  return row?.password_hash ?? null;
}
