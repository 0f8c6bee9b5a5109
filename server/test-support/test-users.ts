import { fail } from '../../protocol/fail';
import type { Db } from '../db/open-database';
import { issueAccessToken } from '../services/access-tokens';
import { generateKey, NO_EXPIRY_MS, storeKeySet } from '../services/internal-api-keys';
import { createProject, type NewProject } from '../services/projects';
import { newId, randomToken, sha256Hex } from '../services/secrets';
import { loadUser, type UserRecord } from '../services/user-record';
import { TEST_BASE_URL, type TestProject, type TestServer } from './test-server';

/**
 * Users, sessions, teams and extra projects written straight into the database, so tests of the server core
 * can mint real access tokens without depending on the sign-up and session routes.
 */
export type UserOptions = {
  email?: string;
  displayName?: string;
  anonymous?: boolean;
  restrictedByAdmin?: boolean;
};

export async function insertUser(db: Db, projectId: string, options: UserOptions = {}): Promise<UserRecord> {
  const id = newId();
  const now = Date.now();
  await db
    .insertInto('users')
    .values({
      id,
      project_id: projectId,
      display_name: options.displayName ?? null,
      profile_image_url: null,
      password_hash: null,
      client_metadata: null,
      client_read_only_metadata: null,
      server_metadata: null,
      is_anonymous: options.anonymous ?? false,
      signed_up_at: now,
      last_active_at: now,
      selected_team_id: null,
      totp_secret: null,
      otp_auth_enabled: false,
      passkey_auth_enabled: false,
      restricted_by_admin: options.restrictedByAdmin ?? false,
      restricted_by_admin_reason: null,
      restricted_by_admin_private_details: null,
      country_code: null,
      risk_scores: JSON.stringify({ sign_up: { bot: 0, free_trial_abuse: 0 } }),
    })
    .execute();
  if (options.email !== undefined) {
    await db
      .insertInto('contact_channels')
      .values({
        id: newId(),
        project_id: projectId,
        user_id: id,
        type: 'email',
        value: options.email,
        value_normalized: options.email.toLowerCase(),
        is_verified: true,
        is_primary: true,
        used_for_auth: true,
        created_at: now,
      })
      .execute();
  }
  return (await loadUser(db, projectId, id)) ?? fail('the user was just inserted');
}

/** A session row (what a refresh token stands for); returns its id, the `refresh_token_id` of its tokens. */
export async function insertSession(db: Db, user: UserRecord, expiresAt: number | null = null): Promise<string> {
  const id = newId();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id,
      project_id: user.project_id,
      user_id: user.id,
      token_hash: sha256Hex(randomToken()),
      created_at: now,
      last_used_at: now,
      expires_at: expiresAt,
      is_impersonation: false,
      last_used_ip: null,
    })
    .execute();
  return id;
}

export type SignedInUser = { user: UserRecord; sessionId: string; accessToken: string };

/** A user of `projectId` with a live session and an access token for it, signed by the server's key store. */
export async function signedInUser(t: TestServer, projectId: string, options: UserOptions = {}): Promise<SignedInUser> {
  const user = await insertUser(t.deps.db, projectId, options);
  const sessionId = await insertSession(t.deps.db, user);
  const accessToken = await issueAccessToken(t.deps.keys, TEST_BASE_URL, user, sessionId);
  return { user, sessionId, accessToken };
}

/** Makes `userId` (a user of the internal project) a member of a new team that owns `projectId`. */
export async function makeProjectOwner(db: Db, projectId: string, internalUserId: string): Promise<string> {
  const teamId = newId();
  const now = Date.now();
  await db
    .insertInto('teams')
    .values({
      id: teamId,
      project_id: 'internal',
      display_name: 'Owners',
      profile_image_url: null,
      client_metadata: null,
      client_read_only_metadata: null,
      server_metadata: null,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('team_members')
    .values({ project_id: 'internal', team_id: teamId, user_id: internalUserId, display_name: null, profile_image_url: null, created_at: now })
    .execute();
  await db.updateTable('projects').set({ owner_team_id: teamId }).where('id', '=', projectId).execute();
  return teamId;
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
