import { expect } from 'vitest';
import { fail } from '../../protocol/fail';
import type { SignInJson } from '../../protocol/sessions/json';
import type { ProjectConfig } from '../../protocol/project-config';
import type { Db } from '../kernel/db/open-database';
import { createTeam } from '../kernel/teams/create-team';
import { createUser } from '../kernel/users/create-user';
import { generateKey, NO_EXPIRY_MS, storeKeySet } from '../kernel/project-keys/internal-api-keys';
import { startSession } from '../kernel/sessions/issue-session';
import { createProject, getProject, type NewProject } from '../kernel/projects/projects';
import { newId } from '../kernel/auth/secrets';
import { publishChange } from '../kernel/cache/database-invalidation';
import { TOPIC } from '../kernel/cache/topics';
import type { UserRecord } from '../kernel/users/user-record';
import { expectJson } from './expect-known-error';
import type { AccessOptions, TestProject, TestServer } from './test-server';

/**
 * Users, sessions, teams and extra projects for server tests, made in one of two ways:
 * - through the HTTP API as a client would (`signUp`, `signIn`, `configure`, `oauthRefresh`), for tests of
 *   password accounts, sessions and users, so their setup exercises the same code as their assertions;
 * - through the services, without the routes (`insertUser`, `signedInUser`, `addTeam`, `makeProjectOwner`,
 *   `createProjectWithKeys`), for tests of the server core that need real users and access tokens, and for
 *   what the routes would do more than a test needs (teams without a client's config or access checks).
 */

let counter = 0;

/** An e-mail address no other test in this process uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Client access for a project, signed in as the owner of `accessToken` when given. */
export function client(project: TestProject, accessToken?: string): AccessOptions {
  return accessToken ? { type: 'client', project, accessToken } : { type: 'client', project };
}

/** Signs up with e-mail and password through the API and returns the new session's tokens. */
export async function signUp(
  t: TestServer,
  project: TestProject,
  email = uniqueEmail(),
  password = PASSWORD,
  access: AccessOptions = client(project),
  extraHeaders?: Record<string, string>,
): Promise<SignInJson & { email: string }> {
  const response = await t.api('POST', '/auth/password/sign-up', access, { email, password }, extraHeaders);
  return { ...(await expectJson<SignInJson>(response)), email };
}

/** Signs in with e-mail and password through the API; expects success. */
export async function signIn(t: TestServer, project: TestProject, email: string, password = PASSWORD): Promise<SignInJson> {
  return expectJson<SignInJson>(await t.api('POST', '/auth/password/sign-in', client(project), { email, password }));
}

/** Changes a project's configuration through the admin API. */
export async function configure(t: TestServer, project: TestProject, config: Partial<ProjectConfig>): Promise<void> {
  const response = await t.api('PATCH', '/internal/projects/current', { type: 'admin', project }, { config });
  expect(response.status).toBe(200);
}

/** Refreshes an access token the way the official client does: form-encoded OAuth refresh grant, no X-Stack headers. */
export function oauthRefresh(t: TestServer, projectId: string, refreshToken: string, clientSecret: string, extra: Record<string, string> = {}): Promise<Response> {
  return t.request('/api/v1/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: projectId,
      client_secret: clientSecret,
      ...extra,
    }).toString(),
  });
}

export type UserOptions = {
  /** A verified primary e-mail used for sign-in. */
  email?: string;
  displayName?: string;
  anonymous?: boolean;
  restrictedByAdmin?: boolean;
};

/** A user of `projectId`, created by the service every sign-up goes through. */
export async function insertUser(db: Db, projectId: string, options: UserOptions = {}): Promise<UserRecord> {
  const project = (await getProject(db, projectId)) ?? fail(`tests create users of existing projects, not ${projectId}`);
  return createUser(db, project, {
    display_name: options.displayName,
    is_anonymous: options.anonymous,
    restricted_by_admin: options.restrictedByAdmin,
    ...(options.email !== undefined ? { primary_email: options.email, primary_email_verified: true, primary_email_auth_enabled: true } : {}),
  });
}

export type SignedInUser = { user: UserRecord; sessionId: string; accessToken: string };

/** A user of `projectId` with a live session and an access token for it, signed by the server's key store. */
export async function signedInUser(t: TestServer, projectId: string, options: UserOptions = {}): Promise<SignedInUser> {
  const user = await insertUser(t.deps.db, projectId, options);
  const { sessionId, accessToken } = await startSession(t.deps, user);
  return { user, sessionId, accessToken };
}

/**
 * A team with `userId` as its only member, made by the teams feature's creation path below the routes (events and
 * the creator's default permissions as a created team gets them); returns its id.
 */
export async function addTeam(t: TestServer, projectId: string, userId: string, name: string): Promise<string> {
  return (await createTeamOf(t.deps.db, projectId, name, userId)).id;
}

/** Makes `internalUserId` (a user of the internal project) the creator of a new team that owns `projectId`. */
export async function makeProjectOwner(db: Db, projectId: string, internalUserId: string): Promise<string> {
  const { id: teamId } = await createTeamOf(db, 'internal', 'Owners', internalUserId);
  await db.updateTable('projects').set({ owner_team_id: teamId }).where('id', '=', projectId).execute();
  // Projects are cached per instance; a write outside the services announces itself as they do.
  await publishChange(db, TOPIC.project, projectId);
  return teamId;
}

async function createTeamOf(db: Db, projectId: string, name: string, creatorId: string): Promise<{ id: string }> {
  const project = (await getProject(db, projectId)) ?? fail(`no project ${projectId}`);
  return db.transaction().execute((trx) => createTeam(trx, project, { display_name: name }, creatorId));
}

/** Another project with a full key set, for isolation and cross-project tests. */
export async function createProjectWithKeys(t: TestServer, input: Partial<NewProject> = {}): Promise<TestProject> {
  const id = input.id ?? newId();
  await createProject(t.deps.db, { display_name: 'Extra project', ...input, id });
  const keys = {
    publishable_client_key: generateKey('publishable_client_key'),
    secret_server_key: generateKey('secret_server_key'),
    super_secret_admin_key: generateKey('super_secret_admin_key'),
  };
  await storeKeySet(t.deps.db, id, keys, 'test keys', Date.now() + NO_EXPIRY_MS);
  return { id, keys };
}
