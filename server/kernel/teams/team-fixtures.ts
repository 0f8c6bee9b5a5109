import { expect } from 'vitest';
import type { ClientTeamJson } from '../../../protocol/teams/json';
import type { ProjectConfig } from '../../../protocol/project-config';
import { expectJson } from '../../test-support/expect-known-error';
import type { DialectName } from '../db/open-database';
import { createProjectWithKeys, signUp, uniqueEmail } from '../../test-support/test-accounts';
import type { AccessOptions, TestProject, TestServer } from '../../test-support/test-server';
import { useForAllTests, useTestServer } from '../../test-support/use-test-server';

/**
 * Test fixtures of the teams tests (not a test file): people who sign up through the API and a team made through
 * it, so each test's setup runs the same code its assertions do.
 */

/** A signed-up user of a project with their tokens. */
export type Person = { id: string; email: string; accessToken: string; refreshToken: string; project: TestProject };

/** A project where clients may create teams and localhost callbacks are trusted. */
export function teamProject(t: TestServer, config: Partial<ProjectConfig> = {}): Promise<TestProject> {
  return createProjectWithKeys(t, { config: { client_team_creation_enabled: true, allow_localhost: true, ...config } });
}

/**
 * The block the teams and team-invitations route tests start with: the test server on `dialect`, one
 * `teamProject` and its signed-up `owner`, made once before the tests of the enclosing `describe`. `project` and
 * `owner` read through to what was made, so use them inside tests and hooks only.
 */
export function useTeamProject(dialect: DialectName): { t: TestServer; project: TestProject; owner: Person } {
  const t = useTestServer(dialect);
  const project = useForAllTests(
    () => teamProject(t),
    async () => undefined,
  );
  const owner = useForAllTests(
    () => person(t, project, 'owner'),
    async () => undefined,
  );
  return { t, project, owner };
}

/** Signs up someone new in `project`. */
export async function person(t: TestServer, project: TestProject, label = 'person'): Promise<Person> {
  const signedUp = await signUp(t, project, uniqueEmail(label));
  return { id: signedUp.user_id, email: signedUp.email, accessToken: signedUp.access_token, refreshToken: signedUp.refresh_token, project };
}

/** Client access as `who`. */
export function as(who: Person): AccessOptions {
  return { type: 'client', project: who.project, accessToken: who.accessToken };
}

/** Server access to a project. */
export function server(project: TestProject): AccessOptions {
  return { type: 'server', project };
}

/** `creator` creates a team through the client API (the creator defaults make them `team_admin`). */
export async function createTeamAs(t: TestServer, creator: Person, name = 'Engineering'): Promise<string> {
  const team = await expectJson<ClientTeamJson>(await t.api('POST', '/teams', as(creator), { display_name: name }), 201);
  return team.id;
}

/** A server adds `who` to a team (member defaults: `team_member`, i.e. `$read_members` and `$invite_members`). */
export async function addMember(t: TestServer, teamId: string, who: Person): Promise<void> {
  await expectJson(await t.api('POST', `/team-memberships/${teamId}/${who.id}`, server(who.project), {}), 201);
}

/** A member who holds no permission in the team at all. */
export async function addBareMember(t: TestServer, teamId: string, who: Person): Promise<void> {
  await addMember(t, teamId, who);
  await t.deps.db.deleteFrom('team_permission_grants').where('team_id', '=', teamId).where('user_id', '=', who.id).execute();
}

/** The ids of the teams `who` is in, as they list them. */
export async function teamIdsOf(t: TestServer, who: Person): Promise<string[]> {
  const list = await expectJson<{ items: ClientTeamJson[] }>(await t.api('GET', '/teams?user_id=me', as(who)));
  return list.items.map((team) => team.id);
}

/** The events recorded in a project, as `type data` strings, oldest first. */
export async function eventsOf(t: TestServer, project: TestProject): Promise<{ type: string; data: unknown }[]> {
  const rows = await t.deps.db.selectFrom('events').select(['type', 'data']).where('project_id', '=', project.id).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ type: row.type, data: JSON.parse(row.data) as unknown }));
}

/** The ids of the team permissions `who` holds directly in a team. */
export async function grantsOf(t: TestServer, teamId: string, who: Person): Promise<string[]> {
  const rows = await t.deps.db.selectFrom('team_permission_grants').select('permission_id').where('team_id', '=', teamId).where('user_id', '=', who.id).execute();
  return rows.map((row) => row.permission_id).sort();
}

/** Expects a success body `{ success: true }`. */
export async function expectSuccess(response: Response): Promise<void> {
  expect(await expectJson(response)).toEqual({ success: true });
}
