import { expect } from 'vitest';
import type { SignInJson } from '../../protocol/json/session';
import type { ProjectConfig } from '../../protocol/project-config';
import { expectJson } from './expect-known-error';
import type { AccessOptions, TestProject, TestServer } from './test-server';

/**
 * Helpers for tests of password accounts, sessions and users: every one goes through the HTTP API as a client
 * would, so a test's setup exercises the same code as its assertions.
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
export function oauthRefresh(
  t: TestServer,
  projectId: string,
  refreshToken: string,
  clientSecret: string,
  extra: Record<string, string> = {},
): Promise<Response> {
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

/** A team with `userId` as its only member, written to the database (teams have no routes yet). */
export async function addTeam(t: TestServer, projectId: string, userId: string, name: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await t.deps.db
    .insertInto('teams')
    .values({
      id,
      project_id: projectId,
      display_name: name,
      profile_image_url: null,
      client_metadata: null,
      client_read_only_metadata: null,
      server_metadata: null,
      created_at: now,
    })
    .execute();
  await t.deps.db
    .insertInto('team_members')
    .values({ project_id: projectId, team_id: id, user_id: userId, display_name: null, profile_image_url: null, created_at: now })
    .execute();
  return id;
}
