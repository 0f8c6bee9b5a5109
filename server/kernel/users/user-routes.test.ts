import { hash as bcryptHash } from '@node-rs/bcrypt';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, client, configure, createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type UserList = { items: ServerUserJson[]; is_paginated: true; pagination: { next_cursor: string | null } };

const SERVER_USER_KEYS = [
  'auth_with_email',
  'client_metadata',
  'client_read_only_metadata',
  'country_code',
  'display_name',
  'has_password',
  'id',
  'is_anonymous',
  'is_restricted',
  'last_active_at_millis',
  'oauth_providers',
  'otp_auth_enabled',
  'passkey_auth_enabled',
  'primary_email',
  'primary_email_auth_enabled',
  'primary_email_verified',
  'profile_image_url',
  'requires_totp_mfa',
  'restricted_by_admin',
  'restricted_by_admin_private_details',
  'restricted_by_admin_reason',
  'restricted_reason',
  'risk_scores',
  'selected_team',
  'selected_team_id',
  'server_metadata',
  'signed_up_at_millis',
];
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDialects)('server user routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  const server = () => ({ type: 'server' as const, project });

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function create(body: Record<string, unknown> = {}): Promise<ServerUserJson> {
    return expectJson<ServerUserJson>(await t.api('POST', '/users', server(), body), 201);
  }

  async function get(userId: string): Promise<ServerUserJson> {
    return expectJson<ServerUserJson>(await t.api('GET', `/users/${userId}`, server()));
  }

  async function userCount(): Promise<number> {
    const rows = await t.deps.db.selectFrom('users').select('id').where('project_id', '=', project.id).execute();
    return rows.length;
  }

  describe('POST /users', () => {
    it('creates a user with every field of the create body, answering 201 with the server view', async () => {
      const email = uniqueEmail('created');
      const user = await create({
        display_name: 'Ada Lovelace',
        profile_image_url: 'https://example.com/ada.png',
        client_metadata: { theme: 'dark' },
        client_read_only_metadata: { plan: 'pro' },
        server_metadata: { stripe: 'cus_1' },
        primary_email: email,
        primary_email_verified: true,
        primary_email_auth_enabled: true,
        passkey_auth_enabled: true,
        password: PASSWORD,
        otp_auth_enabled: true,
        is_anonymous: false,
        restricted_by_admin: true,
        restricted_by_admin_reason: 'Paused',
        restricted_by_admin_private_details: 'chargeback',
        country_code: ' ch ',
        risk_scores: { sign_up: { bot: 12, free_trial_abuse: 34 } },
        oauth_providers: [
          { id: 'github', account_id: '4242', email: 'ada@github.example' },
          { id: 'google', account_id: 'g-1' },
        ],
      });
      expect(Object.keys(user).sort()).toEqual(SERVER_USER_KEYS);
      expect(user).toMatchObject({
        display_name: 'Ada Lovelace',
        profile_image_url: 'https://example.com/ada.png',
        client_metadata: { theme: 'dark' },
        client_read_only_metadata: { plan: 'pro' },
        server_metadata: { stripe: 'cus_1' },
        primary_email: email,
        primary_email_verified: true,
        primary_email_auth_enabled: true,
        passkey_auth_enabled: true,
        has_password: true,
        otp_auth_enabled: true,
        auth_with_email: true,
        requires_totp_mfa: false,
        is_anonymous: false,
        is_restricted: true,
        restricted_reason: { type: 'restricted_by_administrator' },
        restricted_by_admin: true,
        restricted_by_admin_reason: 'Paused',
        restricted_by_admin_private_details: 'chargeback',
        country_code: 'CH',
        risk_scores: { sign_up: { bot: 12, free_trial_abuse: 34 } },
        oauth_providers: [
          { id: 'github', account_id: '4242', email: 'ada@github.example' },
          { id: 'google', account_id: 'g-1', email: null },
        ],
        selected_team: null,
        selected_team_id: null,
      });
      expect(user.last_active_at_millis).toBe(user.signed_up_at_millis);
      expect(await get(user.id)).toEqual(user);
      expect((await signIn(t, project, email)).user_id).toBe(user.id);
    });

    it('fills defaults for an empty body', async () => {
      const user = await create();
      expect(user).toMatchObject({
        display_name: null,
        primary_email: null,
        primary_email_verified: false,
        primary_email_auth_enabled: false,
        has_password: false,
        auth_with_email: false,
        client_metadata: null,
        server_metadata: null,
        is_anonymous: false,
        is_restricted: false,
        restricted_reason: null,
        country_code: null,
        risk_scores: { sign_up: { bot: 0, free_trial_abuse: 0 } },
        oauth_providers: [],
      });
    });

    it('creates anonymous users, which are restricted as anonymous', async () => {
      const user = await create({ is_anonymous: true });
      expect(user).toMatchObject({ is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } });
    });

    it('refuses an address another user signs in with, relying on the unique index, and writes nothing', async () => {
      const email = uniqueEmail('taken');
      await create({ primary_email: email, primary_email_auth_enabled: true });
      const response = await t.api('POST', '/users', server(), { primary_email: email.toUpperCase(), primary_email_auth_enabled: true, display_name: 'Dup' });
      await expectKnownError(response, 409, 'USER_EMAIL_ALREADY_EXISTS', { email: email.toUpperCase(), would_work_if_email_was_verified: false });
      expect(await userCount()).toBe(1);
      // Not used for sign-in, the same address may appear on another user.
      expect((await create({ primary_email: email, primary_email_auth_enabled: false })).primary_email).toBe(email);
    });

    it('refuses an OAuth account already linked to another user', async () => {
      await create({ oauth_providers: [{ id: 'github', account_id: '1' }] });
      const response = await t.api('POST', '/users', server(), { oauth_providers: [{ id: 'github', account_id: '1' }] });
      await expectKnownError(response, 400, 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
      expect(await userCount()).toBe(1);
    });

    it('checks passwords, hashes and TOTP secrets', async () => {
      await expectKnownError(await t.api('POST', '/users', server(), { password: 'short' }), 400, 'PASSWORD_TOO_SHORT');
      await expectKnownError(await t.api('POST', '/users', server(), { password: 'x'.repeat(71) }), 400, 'PASSWORD_TOO_LONG');
      const bcrypt = await bcryptHash('imported password', { cost: 4 });
      const cases: unknown[] = [
        { totp_secret_base64: 'not-valid-base64' },
        { restricted_by_admin_reason: 'no restriction to explain' },
        { is_anonymous: 'yes' },
        { oauth_providers: [{ id: 'myspace', account_id: '1' }] },
        { country_code: 'CHE' },
        { risk_scores: { sign_up: { bot: 101, free_trial_abuse: 0 } } },
        { display_name: 'x'.repeat(257) },
        { profile_image_url: 'not a url' },
        { primary_email: 'a@example.com, b@example.com' },
        { unknown_key: true },
      ];
      for (const body of cases) await expectKnownError(await t.api('POST', '/users', server(), body), 400, 'SCHEMA_ERROR');
      // Hashes are Stack's plain-text refusals (wire-compat.test.ts pins the words).
      for (const body of [{ password: PASSWORD, password_hash: bcrypt }, { password_hash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def' }, { password_hash: 'plaintext' }]) {
        expect((await t.api('POST', '/users', server(), body)).status).toBe(400);
      }
      expect(await userCount()).toBe(0);
      expect((await create({ password: null })).has_password).toBe(false);
      expect((await create({ password_hash: bcrypt })).has_password).toBe(true);
    });

    it('creates the personal team when the project asks for one', async () => {
      await configure(t, project, { create_team_on_sign_up: true });
      const named = await create({ display_name: 'Grace', primary_email: uniqueEmail() });
      expect(named.selected_team).toMatchObject({ display_name: "Grace's Team", server_metadata: null, created_at_millis: expect.any(Number) });
      expect(Object.keys(named.selected_team ?? {}).sort()).toEqual([
        'client_metadata',
        'client_read_only_metadata',
        'created_at_millis',
        'display_name',
        'id',
        'profile_image_url',
        'server_metadata',
      ]);
      expect((await create()).selected_team?.display_name).toBe('Personal Team');
    });
  });

  describe('GET|DELETE /users/{id}', () => {
    it('answers USER_NOT_FOUND for unknown users and users of other projects', async () => {
      await expectKnownError(await t.api('GET', `/users/${MISSING_ID}`, server()), 404, 'USER_NOT_FOUND');
      const other = await createProjectWithKeys(t);
      const { user_id } = await signUp(t, other);
      await expectKnownError(await t.api('GET', `/users/${user_id}`, server()), 404, 'USER_NOT_FOUND');
      await expectKnownError(await t.api('PATCH', `/users/${user_id}`, server(), { display_name: 'x' }), 404, 'USER_NOT_FOUND');
      await expectKnownError(await t.api('DELETE', `/users/${user_id}`, server()), 404, 'USER_NOT_FOUND');
      expect((await t.api('GET', `/users/${user_id}`, { type: 'server', project: other })).status).toBe(200);
      await expectKnownError(await t.api('GET', '/users/not-a-uuid', server()), 400, 'SCHEMA_ERROR');
    });

    it('resolves "me" to the user of the access token', async () => {
      const { user_id, access_token } = await signUp(t, project);
      expect((await expectJson<ServerUserJson>(await t.api('GET', '/users/me', { ...server(), accessToken: access_token }))).id).toBe(user_id);
      await expectKnownError(await t.api('GET', '/users/me', server()), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    });

    it('deletes a user', async () => {
      const user = await create({ primary_email: uniqueEmail(), primary_email_auth_enabled: true });
      expect(await expectJson(await t.api('DELETE', `/users/${user.id}`, server()))).toEqual({ success: true });
      await expectKnownError(await t.api('GET', `/users/${user.id}`, server()), 404, 'USER_NOT_FOUND');
      await expectKnownError(await t.api('DELETE', `/users/${user.id}`, server()), 404, 'USER_NOT_FOUND');
      expect(await userCount()).toBe(0);
      // Its address is free again.
      expect((await create({ primary_email: user.primary_email, primary_email_auth_enabled: true })).id).not.toBe(user.id);
    });
  });

  describe('PATCH /users/{id}', () => {
    it('round-trips every field of the update body', async () => {
      const user = await create({ primary_email: uniqueEmail(), primary_email_auth_enabled: true, password: PASSWORD });
      const teamId = await addTeam(t, project.id, user.id, 'Engineering');
      const email = uniqueEmail('patched');
      const patch = {
        display_name: 'Patched Name',
        profile_image_url: 'data:image/png;base64,iVBORw0KGgo=',
        client_metadata: { a: [1, 2, { b: null }] },
        client_read_only_metadata: 'plain string',
        server_metadata: 42,
        primary_email: email,
        primary_email_verified: true,
        primary_email_auth_enabled: true,
        passkey_auth_enabled: true,
        otp_auth_enabled: true,
        selected_team_id: teamId,
        is_anonymous: false,
        restricted_by_admin: true,
        restricted_by_admin_reason: 'Review',
        restricted_by_admin_private_details: 'fraud score',
        country_code: 'de',
        risk_scores: { sign_up: { bot: 100, free_trial_abuse: 0 } },
      };
      const patched = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user.id}`, server(), patch));
      expect(patched).toMatchObject({ ...patch, country_code: 'DE', selected_team: { id: teamId, display_name: 'Engineering' } });
      expect(await get(user.id)).toEqual(patched);

      const cleared = await expectJson<ServerUserJson>(
        await t.api('PATCH', `/users/${user.id}`, server(), {
          display_name: null,
          profile_image_url: null,
          client_metadata: null,
          client_read_only_metadata: null,
          server_metadata: null,
          selected_team_id: null,
          restricted_by_admin: false,
          country_code: null,
          primary_email_auth_enabled: false,
          password: null,
        }),
      );
      expect(cleared).toMatchObject({
        display_name: null,
        profile_image_url: null,
        client_metadata: null,
        client_read_only_metadata: null,
        server_metadata: null,
        selected_team_id: null,
        selected_team: null,
        restricted_by_admin: false,
        restricted_by_admin_reason: null,
        restricted_by_admin_private_details: null,
        is_restricted: false,
        country_code: null,
        primary_email: email,
        primary_email_auth_enabled: false,
        has_password: false,
      });
      const bcrypt = await bcryptHash('imported password', { cost: 4 });
      const withHash = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user.id}`, server(), { password_hash: bcrypt, primary_email_auth_enabled: true }));
      expect(withHash.has_password).toBe(true);
      expect((await signIn(t, project, email, 'imported password')).user_id).toBe(user.id);
      const removed = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user.id}`, server(), { primary_email: null }));
      expect(removed).toMatchObject({ primary_email: null, primary_email_verified: false, primary_email_auth_enabled: false });
    });

    it('turns an anonymous user into a regular one, and never the reverse', async () => {
      const user = await create({ is_anonymous: true });
      await expectKnownError(await t.api('PATCH', `/users/${user.id}`, server(), { is_anonymous: true }), 400, 'SCHEMA_ERROR');
      expect((await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user.id}`, server(), { is_anonymous: false }))).is_anonymous).toBe(false);
    });

    it('marks a changed primary e-mail unverified, and keeps it when only its case changes', async () => {
      const email = uniqueEmail('verified');
      const user = await create({ primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true });
      const recased = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user.id}`, server(), { primary_email: email.toUpperCase() }));
      expect(recased).toMatchObject({ primary_email: email.toUpperCase(), primary_email_verified: true, primary_email_auth_enabled: true });
      const changed = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user.id}`, server(), { primary_email: uniqueEmail('new') }));
      expect(changed).toMatchObject({ primary_email_verified: false, primary_email_auth_enabled: true });
    });

    it('refuses a selected team the user is not a member of', async () => {
      const user = await create();
      const someoneElse = await create();
      const teamId = await addTeam(t, project.id, someoneElse.id, 'Not yours');
      const response = await t.api('PATCH', `/users/${user.id}`, server(), { selected_team_id: teamId, display_name: 'Unchanged?' });
      await expectKnownError(response, 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: user.id });
      expect((await get(user.id)).display_name).toBeNull();
    });

    it("refuses to take another user's sign-in address, and writes nothing", async () => {
      const taken = uniqueEmail('taken');
      await create({ primary_email: taken, primary_email_auth_enabled: true });
      const user = await create({ primary_email: uniqueEmail(), primary_email_auth_enabled: true });
      const response = await t.api('PATCH', `/users/${user.id}`, server(), { primary_email: taken, display_name: 'Changed?' });
      await expectKnownError(response, 409, 'USER_EMAIL_ALREADY_EXISTS');
      expect(await get(user.id)).toEqual(user);
    });

    it('rejects bad input with SCHEMA_ERROR or BODY_PARSING_ERROR and writes nothing', async () => {
      const user = await create({ display_name: 'Before' });
      const cases: unknown[] = [
        { display_name: 5 },
        { display_name: 'x'.repeat(257) },
        { client_metadata: { big: 'x'.repeat(100_001) } },
        { selected_team_id: 'team' },
        { totp_secret_base64: 'not-valid-base64' },
        { restricted_by_admin: false, restricted_by_admin_reason: 'x' },
        { otp_auth_enabled: 'true' },
        { surprise: 1 },
        null,
      ];
      for (const body of cases) await expectKnownError(await t.api('PATCH', `/users/${user.id}`, server(), body), 400, 'SCHEMA_ERROR');
      const broken = await t.request(`/api/v1/users/${user.id}`, {
        method: 'PATCH',
        headers: {
          'x-stack-access-type': 'server',
          'x-stack-project-id': project.id,
          'x-stack-secret-server-key': project.keys.secret_server_key,
          'content-type': 'application/json',
        },
        body: '{"display_name": ',
      });
      await expectKnownError(broken, 400, 'BODY_PARSING_ERROR');
      expect(await get(user.id)).toEqual(user);
    });
  });

  describe('GET /users', () => {
    async function list(query: string, access = server()): Promise<UserList> {
      return expectJson<UserList>(await t.api('GET', `/users${query}`, access));
    }

    async function walk(query: string): Promise<string[]> {
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 50; page++) {
        const result: UserList = await list(`?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(result.items.length).toBeLessThanOrEqual(3);
        ids.push(...result.items.map((u) => u.id));
        cursor = result.pagination.next_cursor;
        if (!cursor) return ids;
        expect(result.items).toHaveLength(3);
      }
      throw new Error('pagination did not end');
    }

    it('walks every page with next_cursor, in either order', async () => {
      for (let i = 0; i < 8; i++) await create({ display_name: `User ${i}` });
      const all = await list('?limit=500');
      expect(all.is_paginated).toBe(true);
      expect(all.pagination).toEqual({ next_cursor: null });
      const expected = [...all.items].sort((a, b) => a.signed_up_at_millis - b.signed_up_at_millis || (a.id < b.id ? -1 : 1)).map((u) => u.id);
      expect(all.items.map((u) => u.id)).toEqual(expected);
      expect(await walk('')).toEqual(expected);
      expect(await walk('&desc=true')).toEqual([...expected].reverse());
      expect(await walk('&order_by=signed_up_at&desc=false')).toEqual(expected);
      const first = await list('?limit=3');
      expect(first.pagination.next_cursor).toBe(expected[3]);
    });

    it('searches display name, primary e-mail and id, case-insensitively', async () => {
      const suffix = uniqueEmail().split('@')[0] ?? '';
      const byName = await create({ display_name: `Marie ${suffix} Curie` });
      const byEmail = await create({ primary_email: `Polonium.${suffix}@Example.com` });
      await create({ display_name: 'Someone else' });
      expect((await list(`?query=${encodeURIComponent(`MARIE ${suffix.toUpperCase()}`)}`)).items.map((u) => u.id)).toEqual([byName.id]);
      expect((await list(`?query=${encodeURIComponent(`polonium.${suffix}`)}`)).items.map((u) => u.id)).toEqual([byEmail.id]);
      expect((await list(`?query=${suffix.toUpperCase()}`)).items.map((u) => u.id).sort()).toEqual([byName.id, byEmail.id].sort());
      expect((await list(`?query=${byEmail.id.slice(4, 20).toUpperCase()}`)).items.map((u) => u.id)).toEqual([byEmail.id]);
      // LIKE wildcards in the query are plain characters.
      expect((await list('?query=%25')).items).toEqual([]);
      expect((await list('?query=_')).items).toEqual([]);
    });

    it('leaves anonymous users out unless asked for', async () => {
      const regular = await create();
      const anonymous = await create({ is_anonymous: true });
      expect((await list('')).items.map((u) => u.id)).toEqual([regular.id]);
      expect((await list('?include_anonymous=true')).items.map((u) => u.id).sort()).toEqual([regular.id, anonymous.id].sort());
      expect((await list('?include_anonymous=true&only_anonymous=true')).items.map((u) => u.id)).toEqual([anonymous.id]);
    });

    it("lists only the project's own users", async () => {
      const mine = await create();
      const other = await createProjectWithKeys(t);
      await signUp(t, other);
      expect((await list('')).items.map((u) => u.id)).toEqual([mine.id]);
    });

    it('bounds limit and rejects unknown query keys and cursors', async () => {
      await create();
      for (const query of ['?limit=0', '?limit=501', '?limit=abc', '?limit=-1', '?desc=yes', '?order_by=email', '?cursor=nope', '?team=x']) {
        await expectKnownError(await t.api('GET', `/users${query}`, server()), 400, 'SCHEMA_ERROR');
      }
      expect((await t.api('GET', `/users?cursor=${MISSING_ID}`, server())).status).toBe(400);
      expect((await list('?limit=500')).items).toHaveLength(1);
    });
  });

  it('signs in with a password set by a server', async () => {
    const email = uniqueEmail();
    const user = await create({ primary_email: email, primary_email_auth_enabled: true });
    await expectJson(await t.api('PATCH', `/users/${user.id}`, server(), { password: 'server set password' }));
    expect((await signIn(t, project, email, 'server set password')).user_id).toBe(user.id);
    const wrong = await t.api('POST', '/auth/password/sign-in', client(project), { email, password: PASSWORD });
    await expectKnownError(wrong, 400, 'EMAIL_PASSWORD_MISMATCH');
  });
});
