import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInJson } from '../../protocol/sessions/json';
import { expectJson } from './expect-known-error';
import { createProjectWithKeys } from './test-accounts';
import { testDialects } from './test-databases';
import type { AccessOptions, TestProject, TestServer } from './test-server';
import { useTestServer } from './use-test-server';

/** One outbox event as a test compares it: its type and its parsed payload. */
export type Recorded = { type: string; data: unknown };
export type Account = SignInJson & { email: string };
/** Runs `act` and answers the events it recorded in the project's outbox (setup before it is not counted). */
type Recorder = (act: () => Promise<unknown>) => Promise<Recorded[]>;
/** A write path, and what it must record. */
export type EventCase = {
  /** The write, as an API caller makes it. */
  name: string;
  /** Runs the write (after any setup of its own) through `at` and answers the events it recorded, having checked them. */
  run: (t: TestServer, p: TestProject, at: Recorder) => Promise<Recorded[]>;
};

export const server = (project: TestProject): AccessOptions => ({ type: 'server', project });
export const admin = (project: TestProject): AccessOptions => ({ type: 'admin', project });
/** Any id: sessions are made with ids the test does not know in advance. */
export const anyId = expect.any(String) as unknown;

/** Expects a JSON answer of `status`. */
export async function ok(response: Promise<Response>, status = 200): Promise<void> {
  await expectJson(await response, status);
}

/** Events in a fixed order (events of one change share a millisecond, so the outbox keeps none). */
export function sorted(events: Recorded[]): Recorded[] {
  const key = (event: Recorded) => `${event.type} ${JSON.stringify(event.data)}`;
  return [...events].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Expects exactly one event, `expected`, and answers what was recorded. */
export function expectOne(recorded: Recorded[], expected: Recorded): Recorded[] {
  expect(recorded).toEqual([expected]);
  return recorded;
}

/**
 * Runs a table of write paths on every test database, each in a project of its own: every write must record
 * events (each case checks which), and every failed write must record none, as the event shares its transaction.
 */
export function describeWritePaths(title: string, writes: EventCase[], failedWrites: EventCase[]): void {
  describe.each(testDialects)(`${title} on %s`, (dialect) => {
    const t = useTestServer(dialect);
    let project: TestProject;

    beforeEach(async () => {
      project = await createProjectWithKeys(t);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const recorder: Recorder = async (act) => {
      const seen = await t.deps.db.selectFrom('events').select('id').where('project_id', '=', project.id).execute();
      const before = new Set(seen.map((row) => row.id));
      await act();
      const rows = await t.deps.db.selectFrom('events').select(['id', 'type', 'data']).where('project_id', '=', project.id).execute();
      return rows.filter((row) => !before.has(row.id)).map((row) => ({ type: row.type, data: JSON.parse(row.data) as unknown }));
    };

    it.each(writes.map((c) => [c.name, c] as const))('%s', async (_name, write) => {
      expect((await write.run(t, project, recorder)).length).toBeGreaterThan(0);
    });

    it.each(failedWrites.map((c) => [c.name, c] as const))('a failed write records nothing: %s', async (_name, write) => {
      expect(await write.run(t, project, recorder)).toEqual([]);
    });
  });
}
