import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInJson } from '../../../protocol/sessions/json';
import type { ClientUserJson } from '../../../protocol/users/json';
import { PASSKEY_RP_ID_PLACEHOLDER } from '../../../protocol/constants';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { FLAG } from '../../test-support/software-authenticator';
import { client, configure, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { PasskeyCeremonies, passkeyProject, SITE } from './passkey-fixtures';

describe.each(testDialects)('passkey registration and sign-in (docs/wire.md §4 "Passkeys") on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let ceremonies: PasskeyCeremonies;

  beforeEach(async () => {
    project = await passkeyProject(t);
    ceremonies = new PasskeyCeremonies(t, project);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function passkeyRows(userId: string) {
    return t.deps.db.selectFrom('passkeys').selectAll().where('project_id', '=', project.id).where('user_id', '=', userId).execute();
  }

  async function me(accessToken: string): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, accessToken)));
  }

  it('registration options follow the contract: RP id placeholder, project name, user id, resident key required, UV preferred, 60 s', async () => {
    const user = await signUp(t, project);
    const { options_json, code } = await ceremonies.registrationOptions(user.access_token);
    expect(code).toMatch(/^[0-9a-z]{45}$/);
    expect(options_json.rp).toEqual({ id: PASSKEY_RP_ID_PLACEHOLDER, name: 'Acme' });
    expect(options_json.user).toMatchObject({ id: Buffer.from(user.user_id).toString('base64url'), name: user.email });
    expect(options_json.timeout).toBe(60_000);
    expect(options_json.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options_json.excludeCredentials).toEqual([]);
  });

  it('registers a passkey, turns passkey_auth_enabled on, and excludes it from the next registration (docs/wire.md §4)', async () => {
    const user = await ceremonies.userWithPasskey();
    expect((await me(user.access_token)).passkey_auth_enabled).toBe(true);
    const [row] = await passkeyRows(user.user_id);
    expect(row).toMatchObject({ rp_id: 'app.example.com', credential_id: ceremonies.authenticator.credentials[0]?.id.toString('base64url') });
    const { options_json } = await ceremonies.registrationOptions(user.access_token);
    expect(options_json.excludeCredentials.map((c) => c.id)).toEqual([row?.credential_id]);
  });

  it('authentication options follow the contract: RP id placeholder, no allowCredentials (discoverable), UV preferred, 60 s', async () => {
    const { options_json, code } = await ceremonies.authenticationOptions();
    expect(code).toMatch(/^[0-9a-z]{45}$/);
    expect(options_json).toMatchObject({ rpId: PASSKEY_RP_ID_PLACEHOLDER, userVerification: 'preferred', timeout: 60_000 });
    expect(options_json.allowCredentials ?? []).toEqual([]);
  });

  it('signs in with the passkey: working tokens, is_new_user false, session.created with method passkey, counter and last use recorded', async () => {
    const user = await ceremonies.userWithPasskey();
    const { options_json, code } = await ceremonies.authenticationOptions();
    const signed = await expectJson<SignInJson & { is_new_user: boolean }>(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code));
    expect(signed).toMatchObject({ user_id: user.user_id, is_new_user: false });
    expect((await me(signed.access_token)).id).toBe(user.user_id);
    const events = await t.deps.db.selectFrom('events').select('data').where('project_id', '=', project.id).where('type', '=', 'session.created').execute();
    expect(events.map((e) => JSON.parse(e.data) as { method: string }).at(-1)).toMatchObject({ user_id: user.user_id, method: 'passkey' });
    const [row] = await passkeyRows(user.user_id);
    expect(Number(row?.counter)).toBe(1);
    expect(row?.last_used_at).toEqual(expect.any(Number));
  });

  it('a registration RP id may be a parent domain of the page (WebAuthn §5.1.3: a registrable suffix), and sign-in then uses it', async () => {
    const user = await signUp(t, project);
    const { options_json, code } = await ceremonies.registrationOptions(user.access_token);
    const credential = ceremonies.authenticator.register(options_json, { origin: SITE.origin, rpId: 'example.com' });
    await expectJson(await ceremonies.register(user.access_token, credential, code));
    expect((await passkeyRows(user.user_id))[0]?.rp_id).toBe('example.com');
    const auth = await ceremonies.authenticationOptions();
    await expectJson(await ceremonies.signIn(ceremonies.authenticator.authenticate(auth.options_json, { origin: SITE.origin }), auth.code));
  });

  it('refuses a registration signed over another challenge (PASSKEY_REGISTRATION_FAILED) and a code that does not exist (VERIFICATION_CODE_NOT_FOUND)', async () => {
    const user = await signUp(t, project);
    const { options_json, code } = await ceremonies.registrationOptions(user.access_token);
    const other = await ceremonies.registrationOptions(user.access_token);
    await expectKnownError(await ceremonies.register(user.access_token, ceremonies.authenticator.register(options_json, SITE), other.code), 400, 'PASSKEY_REGISTRATION_FAILED');
    await expectKnownError(await ceremonies.register(user.access_token, ceremonies.authenticator.register(options_json, SITE), 'a'.repeat(45)), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect(code).not.toBe(other.code);
    expect(await passkeyRows(user.user_id)).toEqual([]);
    expect((await me(user.access_token)).passkey_auth_enabled).toBe(false);
  });

  it('a registration code is single use (VERIFICATION_CODE_ALREADY_USED) and lives 65 s (VERIFICATION_CODE_EXPIRED)', async () => {
    const user = await signUp(t, project);
    const first = await ceremonies.registrationOptions(user.access_token);
    await expectJson(await ceremonies.register(user.access_token, ceremonies.authenticator.register(first.options_json, SITE), first.code));
    await expectKnownError(
      await ceremonies.register(user.access_token, ceremonies.authenticator.register(first.options_json, SITE), first.code),
      409,
      'VERIFICATION_CODE_ALREADY_USED',
    );

    vi.useFakeTimers({ toFake: ['Date'] });
    const second = await ceremonies.registrationOptions(user.access_token);
    vi.setSystemTime(Date.now() + 66_000);
    await expectKnownError(
      await ceremonies.register(user.access_token, ceremonies.authenticator.register(second.options_json, SITE), second.code),
      400,
      'VERIFICATION_CODE_EXPIRED',
    );
    expect(await passkeyRows(user.user_id)).toHaveLength(1);
  });

  it('a registration code made for another user does not register a passkey for the caller (contract: the code holds the user id)', async () => {
    const alice = await signUp(t, project);
    const bob = await signUp(t, project);
    const { options_json, code } = await ceremonies.registrationOptions(alice.access_token);
    await expectKnownError(await ceremonies.register(bob.access_token, ceremonies.authenticator.register(options_json, SITE), code), 400, 'PASSKEY_REGISTRATION_FAILED');
    expect(await passkeyRows(bob.user_id)).toEqual([]);
    expect(await passkeyRows(alice.user_id)).toEqual([]);
  });

  it('refuses a registration from an origin the project does not trust, or with the RP id hash of another site (contract: PASSKEY_REGISTRATION_FAILED; docs/security.md "Redirects and URLs" trust rule)', async () => {
    const user = await signUp(t, project);
    for (const ceremony of [
      { origin: 'https://evil.example.net', rpId: 'evil.example.net' },
      { origin: 'http://app.example.com', rpId: 'app.example.com' }, // the trusted domain is https
      { origin: `${SITE.origin}/path`, rpId: SITE.rpId },
      { origin: SITE.origin, rpId: 'evil.example.net' },
      { origin: SITE.origin, rpId: 'other.example.com' },
      { origin: SITE.origin, rpId: 'com' },
    ]) {
      const { options_json, code } = await ceremonies.registrationOptions(user.access_token);
      await expectKnownError(await ceremonies.register(user.access_token, ceremonies.authenticator.register(options_json, ceremony), code), 400, 'PASSKEY_REGISTRATION_FAILED');
    }
    expect(await passkeyRows(user.user_id)).toEqual([]);
  });

  it('registration requires user presence; user verification is only preferred (docs/wire.md §4: userVerification preferred)', async () => {
    const user = await signUp(t, project);
    const absent = await ceremonies.registrationOptions(user.access_token);
    await expectKnownError(
      await ceremonies.register(user.access_token, ceremonies.authenticator.register(absent.options_json, { ...SITE, flags: FLAG.AT | FLAG.UV }), absent.code),
      400,
      'PASSKEY_REGISTRATION_FAILED',
    );
    const unverified = await ceremonies.registrationOptions(user.access_token);
    await expectJson(
      await ceremonies.register(
        user.access_token,
        ceremonies.authenticator.register(unverified.options_json, { ...SITE, flags: FLAG.AT | FLAG.UP | FLAG.BE | FLAG.BS }),
        unverified.code,
      ),
    );
    expect(await passkeyRows(user.user_id)).toEqual([expect.objectContaining({ device_type: 'multiDevice', backed_up: true })]);
  });

  it('an anonymous user cannot register a passkey (ANONYMOUS_AUTHENTICATION_NOT_ALLOWED): a passkey belongs to a real account', async () => {
    const anonymous = await expectJson<SignInJson>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
    const headers = { 'x-stack-allow-anonymous-user': 'true' };
    await expectKnownError(
      await t.api('POST', '/auth/passkey/initiate-passkey-registration', client(project, anonymous.access_token), {}, headers),
      401,
      'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED',
    );
    await expectKnownError(
      await t.api('POST', '/auth/passkey/register', client(project, anonymous.access_token), { credential: {}, code: 'a'.repeat(45) }, headers),
      401,
      'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED',
    );
  });

  it('registration needs a signed-in user (contract: "(user)"; USER_AUTHENTICATION_REQUIRED)', async () => {
    await expectKnownError(await t.api('POST', '/auth/passkey/initiate-passkey-registration', client(project), {}), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await t.api('POST', '/auth/passkey/register', client(project), { credential: {}, code: 'a'.repeat(45) }), 401, 'USER_AUTHENTICATION_REQUIRED');
  });

  it('a project with passkey_enabled false refuses all four ceremony routes (PASSKEY_AUTHENTICATION_NOT_ENABLED), even for a passkey made before', async () => {
    const user = await ceremonies.userWithPasskey();
    const { options_json, code } = await ceremonies.authenticationOptions();
    await configure(t, project, { passkey_enabled: false });
    await expectKnownError(await ceremonies.initiateRegistration(user.access_token), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
    await expectKnownError(await ceremonies.register(user.access_token, {}, code), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
    await expectKnownError(await ceremonies.initiateAuthentication(), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
  });

  it('sign-in refuses a response signed over another challenge, and an authentication code is single use and lives 65 s', async () => {
    await ceremonies.userWithPasskey();
    const a = await ceremonies.authenticationOptions();
    const b = await ceremonies.authenticationOptions();
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(a.options_json, SITE), b.code), 400, 'PASSKEY_AUTHENTICATION_FAILED');
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(b.options_json, SITE), b.code), 409, 'VERIFICATION_CODE_ALREADY_USED');
    await expectJson(await ceremonies.signIn(ceremonies.authenticator.authenticate(a.options_json, SITE), a.code));
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(a.options_json, SITE), a.code), 409, 'VERIFICATION_CODE_ALREADY_USED');

    vi.useFakeTimers({ toFake: ['Date'] });
    const late = await ceremonies.authenticationOptions();
    vi.setSystemTime(Date.now() + 66_000);
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(late.options_json, SITE), late.code), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('sign-in refuses an untrusted origin, the RP id hash of another site, and a passkey made for another site (PASSKEY_AUTHENTICATION_FAILED)', async () => {
    await ceremonies.userWithPasskey();
    for (const ceremony of [
      { origin: 'https://evil.example.net' },
      { origin: SITE.origin, rpId: 'evil.example.net' },
      { origin: 'http://localhost:3000' },
      { origin: 'https://other.example.com' },
    ]) {
      const { options_json, code } = await ceremonies.authenticationOptions();
      await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, ceremony), code), 400, 'PASSKEY_AUTHENTICATION_FAILED');
    }
    // The passkey is still good where it was made.
    const { options_json, code } = await ceremonies.authenticationOptions();
    await expectJson(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code));
  });

  it('sign-in requires user presence, the right signature, and the matching user handle (WebAuthn §7.2; contract: PASSKEY_AUTHENTICATION_FAILED)', async () => {
    await ceremonies.userWithPasskey();
    const noPresence = await ceremonies.authenticationOptions();
    await expectKnownError(
      await ceremonies.signIn(ceremonies.authenticator.authenticate(noPresence.options_json, { ...SITE, flags: FLAG.UV }), noPresence.code),
      400,
      'PASSKEY_AUTHENTICATION_FAILED',
    );

    const badSignature = await ceremonies.authenticationOptions();
    const response = ceremonies.authenticator.authenticate(badSignature.options_json, SITE);
    const signature = Buffer.from(response.response.signature, 'base64url');
    signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 1, signature.length - 1);
    response.response.signature = signature.toString('base64url');
    await expectKnownError(await ceremonies.signIn(response, badSignature.code), 400, 'PASSKEY_AUTHENTICATION_FAILED');

    const otherHandle = await ceremonies.authenticationOptions();
    const handled = ceremonies.authenticator.authenticate(otherHandle.options_json, SITE);
    handled.response.userHandle = Buffer.from('00000000-0000-4000-8000-000000000000').toString('base64url');
    await expectKnownError(await ceremonies.signIn(handled, otherHandle.code), 400, 'PASSKEY_AUTHENTICATION_FAILED');
  });

  it('refuses a replayed counter (WebAuthn §7.2 step 21: the signature counter must grow)', async () => {
    const user = await ceremonies.userWithPasskey();
    const first = await ceremonies.authenticationOptions();
    await expectJson(await ceremonies.signIn(ceremonies.authenticator.authenticate(first.options_json, { ...SITE, counter: 5 }), first.code));
    const again = await ceremonies.authenticationOptions();
    await expectKnownError(
      await ceremonies.signIn(ceremonies.authenticator.authenticate(again.options_json, { ...SITE, counter: 5 }), again.code),
      400,
      'PASSKEY_AUTHENTICATION_FAILED',
    );
    expect(Number((await passkeyRows(user.user_id))[0]?.counter)).toBe(5);
  });

  it('refuses an unknown credential and a credential of another project (PASSKEY_AUTHENTICATION_FAILED)', async () => {
    await ceremonies.userWithPasskey();
    const stranger = new PasskeyCeremonies(t, project);
    const strangerUser = await signUp(t, project);
    const reg = await stranger.registrationOptions(strangerUser.access_token);
    stranger.authenticator.register(reg.options_json, SITE); // never sent: the server does not know it
    const { options_json, code } = await ceremonies.authenticationOptions();
    await expectKnownError(await ceremonies.signIn(stranger.authenticator.authenticate(options_json, SITE), code), 400, 'PASSKEY_AUTHENTICATION_FAILED');

    const other = await passkeyProject(t);
    const otherOptions = await ceremonies.authenticationOptions(other);
    await expectKnownError(
      await ceremonies.signIn(ceremonies.authenticator.authenticate(otherOptions.options_json, SITE), otherOptions.code, other),
      400,
      'PASSKEY_AUTHENTICATION_FAILED',
    );
  });

  it('PATCH /users/me {passkey_auth_enabled: false} stops passkey sign-in (contract: PASSKEY_AUTHENTICATION_FAILED)', async () => {
    const user = await ceremonies.userWithPasskey();
    await expectJson(await t.api('PATCH', '/users/me', client(project, user.access_token), { passkey_auth_enabled: false }));
    const { options_json, code } = await ceremonies.authenticationOptions();
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code), 400, 'PASSKEY_AUTHENTICATION_FAILED');
  });

  it('a user with TOTP stops at the second factor (docs/wire.md §4 "MFA": MULTI_FACTOR_AUTHENTICATION_REQUIRED with an attempt code), no session', async () => {
    const user = await ceremonies.userWithPasskey();
    await t.deps.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', user.user_id).execute();
    const sessionsBefore = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', user.user_id).execute();
    const { options_json, code } = await ceremonies.authenticationOptions();
    const body = await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code), 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(body.details?.attempt_code).toMatch(/^[0-9a-z]{45}$/);
    expect(await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', user.user_id).execute()).toHaveLength(sessionsBefore.length);
  });

  it('deleting the user deletes their passkeys (brief: passkeys go with their user)', async () => {
    const user = await ceremonies.userWithPasskey();
    expect((await t.api('DELETE', `/users/${user.user_id}`, { type: 'server', project })).status).toBe(200);
    expect(await passkeyRows(user.user_id)).toEqual([]);
  });
});
