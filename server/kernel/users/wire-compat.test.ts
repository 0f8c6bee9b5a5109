import { hash as bcryptHash } from '@node-rs/bcrypt';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

/** 20 random bytes, as the official client makes a TOTP secret (`totpMultiFactorSecret`). */
const TOTP_SECRET = Buffer.from('0123456789abcdefghij').toString('base64');
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** Where this server answered differently from Stack's own on the user routes (issue 7, part A). */
describe.each(testDialects)('user routes as Stack answers them, on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  const server = () => ({ type: 'server' as const, project });

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  const patchMe = (accessToken: string, body: unknown) => t.api('PATCH', '/users/me', client(project, accessToken), body);
  const create = (body: unknown) => t.api('POST', '/users', server(), body);

  it('lets a user set and clear a TOTP secret, shown as requires_totp_mfa', async () => {
    const { access_token, user_id } = await signUp(t, project);
    const on = await expectJson<ClientUserJson>(await patchMe(access_token, { totp_secret_base64: TOTP_SECRET }));
    expect(on.requires_totp_mfa).toBe(true);
    expect((await expectJson<ServerUserJson>(await t.api('GET', `/users/${user_id}`, server()))).requires_totp_mfa).toBe(true);
    const off = await expectJson<ClientUserJson>(await patchMe(access_token, { totp_secret_base64: null }));
    expect(off.requires_totp_mfa).toBe(false);

    // The server may set one too, and Stack's own e2e secret (13 bytes) passes.
    const byServer = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user_id}`, server(), { totp_secret_base64: 'ZXhhbXBsZSB2YWx1ZQ==' }));
    expect(byServer.requires_totp_mfa).toBe(true);
    expect((await expectJson<ServerUserJson>(await create({ totp_secret_base64: TOTP_SECRET }), 201)).requires_totp_mfa).toBe(true);
  });

  it('refuses a TOTP secret that is not base64, or too short to be one', async () => {
    const { access_token } = await signUp(t, project);
    for (const bad of ['not-valid-base64', 'AAAA', '', 'ZXhhbXBsZSB2YWx1ZQ']) {
      const body = await expectKnownError(await patchMe(access_token, { totp_secret_base64: bad }), 400, 'SCHEMA_ERROR');
      expect(body.error).toContain('body.totp_secret_base64');
    }
  });

  it('stores an empty display name as null, on client and server updates and on create', async () => {
    const { access_token, user_id } = await signUp(t, project);
    await patchMe(access_token, { display_name: 'Ada' });
    expect((await expectJson<ClientUserJson>(await patchMe(access_token, { display_name: '' }))).display_name).toBeNull();
    await t.api('PATCH', `/users/${user_id}`, server(), { display_name: 'Ada' });
    const patched = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user_id}`, server(), { display_name: '' }));
    expect(patched.display_name).toBeNull();
    expect((await expectJson<ServerUserJson>(await create({ display_name: '' }), 201)).display_name).toBeNull();
  });

  it("takes only inline images from a client, refusing any URL (http://localhost… too) with Stack's plain 400", async () => {
    const { access_token, user_id } = await signUp(t, project);
    expect((await expectJson<ClientUserJson>(await patchMe(access_token, { profile_image_url: GIF }))).profile_image_url).toBe(GIF);
    const refused = [
      'http://localhost:8101/open-graph-image.png',
      'https://cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:text/html;base64,PGgxPmhpPC9oMT4=',
      'data:image/not-valid;base64,test',
      'data:image/png;base64,not base64!',
      'data:image/png,rawbytes',
    ];
    for (const url of refused) {
      const response = await patchMe(access_token, { profile_image_url: url });
      expect([url, response.status, await response.text()]).toEqual([url, 400, 'Invalid profile image URL']);
    }
    expect((await expectJson<ClientUserJson>(await patchMe(access_token, {}))).profile_image_url).toBe(GIF);
    // A server may point at an http(s) image (Stack's "should be able to update profile image url" as server).
    const byServer = await t.api('PATCH', `/users/${user_id}`, server(), { profile_image_url: 'http://localhost:8101/open-graph-image.png' });
    expect((await expectJson<ServerUserJson>(byServer)).profile_image_url).toBe('http://localhost:8101/open-graph-image.png');
    const serverMe = await t.api('PATCH', '/users/me', { ...server(), accessToken: access_token }, { profile_image_url: 'https://cdn.example.com/a.png' });
    expect((await expectJson<ServerUserJson>(serverMe)).profile_image_url).toBe('https://cdn.example.com/a.png');
  });

  it('refuses a server profile image that is neither an http(s) URL nor an inline image', async () => {
    const bad = ['javascript:alert(1)', 'ftp://example.com/a.png', 'data:text/html;base64,PGgxPmhpPC9oMT4=', 'data:image/not-valid;base64,test', 'https://', 'file:///etc/passwd'];
    for (const url of bad) {
      const body = await expectKnownError(await create({ profile_image_url: url }), 400, 'SCHEMA_ERROR');
      expect(body.error).toContain('body.profile_image_url');
    }
  });

  it('lists anonymous users only when asked, and only_anonymous needs include_anonymous', async () => {
    const anonymous = await expectJson<ServerUserJson>(await create({ is_anonymous: true }), 201);
    const named = await expectJson<ServerUserJson>(await create({ display_name: 'Named' }), 201);
    const ids = async (query: string) => (await expectJson<{ items: ServerUserJson[] }>(await t.api('GET', `/users${query}`, server()))).items.map((u) => u.id);

    expect(await ids('')).toEqual([named.id]);
    expect((await ids('?include_anonymous=true')).sort()).toEqual([anonymous.id, named.id].sort());
    expect(await ids('?include_anonymous=true&only_anonymous=true')).toEqual([anonymous.id]);
    // Stack's plain-text answer, word for word.
    const contradiction = await t.api('GET', '/users?only_anonymous=true', server());
    expect([contradiction.status, await contradiction.text()]).toEqual([400, 'only_anonymous=true requires include_anonymous=true']);
  });

  it('reads one user with ?include_anonymous=true, as the official client asks for an anonymous one', async () => {
    const anonymous = await expectJson<ServerUserJson>(await create({ is_anonymous: true }), 201);
    const read = await expectJson<ServerUserJson>(await t.api('GET', `/users/${anonymous.id}?include_anonymous=true`, server()));
    expect([read.id, read.is_anonymous]).toEqual([anonymous.id, true]);
    const named = await expectJson<ServerUserJson>(await create({ display_name: 'Named' }), 201);
    expect((await expectJson<ServerUserJson>(await t.api('GET', `/users/${named.id}?include_anonymous=false&include_restricted=true`, server()))).id).toBe(named.id);
    const unknown = await expectKnownError(await t.api('GET', `/users/${named.id}?limit=5`, server()), 400, 'SCHEMA_ERROR');
    expect(unknown.error).toContain('query contains unknown properties: limit');
  });

  it('creates users with any plausible address, and refuses e-mail flags without an address', async () => {
    const dotless = await expectJson<ServerUserJson>(await create({ primary_email: 'x@gmai' }), 201);
    expect(dotless.primary_email).toBe('x@gmai');
    for (const bad of ['a,b@example.com', 'a b@example.com', 'no-at-sign', 'a@b@c']) {
      await expectKnownError(await create({ primary_email: bad }), 400, 'SCHEMA_ERROR');
    }

    for (const flag of ['primary_email_auth_enabled', 'primary_email_verified']) {
      const body = await expectKnownError(await create({ [flag]: true }), 400, 'SCHEMA_ERROR');
      expect(body.error).toContain(`${flag} cannot be true without primary_email`);
      await expectKnownError(await create({ primary_email: null, [flag]: true }), 400, 'SCHEMA_ERROR');
      // On a user without an address, a PATCH that sets the flag alone is refused the same way.
      const bare = await expectJson<ServerUserJson>(await create({}), 201);
      await expectKnownError(await t.api('PATCH', `/users/${bare.id}`, server(), { [flag]: true }), 400, 'SCHEMA_ERROR');
      expect((await expectJson<ServerUserJson>(await t.api('GET', `/users/${bare.id}`, server())))[flag as 'primary_email_verified']).toBe(false);
    }
    expect((await expectJson<ServerUserJson>(await create({ primary_email_auth_enabled: false }), 201)).primary_email).toBeNull();
  });

  it("refuses imported bcrypt hashes above cost 14 with Stack's plain answer, and a password with a hash", async () => {
    const email = uniqueEmail('bcrypt');
    const invalid = "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.";
    const text = async (response: Response) => [response.status, await response.text()];
    // Stack's own case: cost 17.
    const costly = '$2a$17$VIhIOofSMqGdGlL4wzE//e.77dAQGqNtF/1dT7bqCrVtQuInWy2qi';
    expect(await text(await create({ primary_email: email, primary_email_auth_enabled: true, password_hash: costly }))).toEqual([400, invalid]);
    expect(await text(await create({ password_hash: `$2b$15$${'a'.repeat(53)}` }))).toEqual([400, invalid]);
    expect(await text(await create({ password_hash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def' }))).toEqual([400, invalid]);
    const bare = await expectJson<ServerUserJson>(await create({}), 201);
    expect(await text(await t.api('PATCH', `/users/${bare.id}`, server(), { password_hash: costly }))).toEqual([400, invalid]);
    const both = await create({ password: PASSWORD, password_hash: await bcryptHash(PASSWORD, { cost: 4 }) });
    expect(await text(both)).toEqual([400, 'Cannot set both password and password_hash at the same time.']);
    expect((await expectJson<ServerUserJson>(await t.api('GET', `/users/${bare.id}`, server()))).has_password).toBe(false);
    expect((await expectJson<{ items: unknown[] }>(await t.api('GET', '/users', server()))).items).toHaveLength(1);

    // Cost 10, the usual one, still imports and signs in.
    const created = await create({ primary_email: email, primary_email_auth_enabled: true, password_hash: await bcryptHash(PASSWORD, { cost: 10 }) });
    expect((await expectJson<ServerUserJson>(created, 201)).has_password).toBe(true);
    await signIn(t, project, email);
  });

  it('lets a client take a primary e-mail another account holds but does not sign in with', async () => {
    const held = uniqueEmail('held');
    await expectJson(await create({ primary_email: held, primary_email_auth_enabled: false }), 201);
    const { access_token } = await signUp(t, project);
    const updated = await expectJson<ClientUserJson>(await patchMe(access_token, { primary_email: held }));
    expect(updated.primary_email).toBe(held);

    // An address someone signs in with stays theirs.
    const used = uniqueEmail('used');
    await expectJson(await create({ primary_email: used, primary_email_auth_enabled: true }), 201);
    await expectKnownError(await patchMe(access_token, { primary_email: used }), 409, 'USER_EMAIL_ALREADY_EXISTS');
  });

  type Channel = { value: string; is_primary: boolean; is_verified: boolean; used_for_auth: boolean };
  const channelsOf = async (accessToken: string) =>
    (await expectJson<{ items: Channel[] }>(await t.api('GET', '/contact-channels?user_id=me', client(project, accessToken)))).items
      .map(({ value, is_primary, is_verified, used_for_auth }) => ({ value, is_primary, is_verified, used_for_auth }))
      .sort((a, b) => a.value.localeCompare(b.value));

  it('keeps the old primary address as a non-primary channel when the primary e-mail changes, as Stack does', async () => {
    const { access_token, email, user_id } = await signUp(t, project);
    const moved = uniqueEmail('moved');
    expect((await expectJson<ClientUserJson>(await patchMe(access_token, { primary_email: moved }))).primary_email).toBe(moved);
    expect(await channelsOf(access_token)).toEqual(
      [
        { value: email, is_primary: false, is_verified: false, used_for_auth: false },
        { value: moved, is_primary: true, is_verified: false, used_for_auth: true },
      ].sort((a, b) => a.value.localeCompare(b.value)),
    );
    // Back to the old address: it is promoted (one channel per address), the other one stays.
    await expectJson(await patchMe(access_token, { primary_email: email }));
    expect((await channelsOf(access_token)).map((c) => [c.value, c.is_primary])).toEqual(
      [
        [email, true],
        [moved, false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect((await signIn(t, project, email)).user_id).toBe(user_id);
  });

  it('demotes the primary address on primary_email: null instead of deleting it, through the server too', async () => {
    const { access_token, email, user_id } = await signUp(t, project);
    const cleared = await expectJson<ServerUserJson>(await t.api('PATCH', `/users/${user_id}`, server(), { primary_email: null }));
    expect(cleared).toMatchObject({ primary_email: null, primary_email_auth_enabled: false, primary_email_verified: false });
    expect(await channelsOf(access_token)).toEqual([{ value: email, is_primary: false, is_verified: false, used_for_auth: false }]);
    // An address the user holds becomes primary again and keeps its verified state.
    await t.api('PATCH', `/users/${user_id}`, server(), { primary_email: email, primary_email_verified: true });
    const secondary = uniqueEmail('verified-secondary');
    await expectJson(await t.api('POST', '/contact-channels', server(), { user_id, type: 'email', value: secondary, used_for_auth: false, is_verified: true }), 201);
    const switched = await expectJson<ClientUserJson>(await patchMe(access_token, { primary_email: secondary }));
    expect([switched.primary_email, switched.primary_email_verified]).toEqual([secondary, true]);
  });
});
