import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactChannelJson } from '../../../protocol/contact-channels/json';
import type { ListJson } from '../../../protocol/list-json';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo, outboxMailsTo } from '../../test-support/outbox-mail';
import { client, createProjectWithKeys, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const VERIFY = 'http://localhost:3000/handler/email-verification';

describe.each(testDialects)('contact channels and e-mail verification on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let ada: Awaited<ReturnType<typeof signUp>>;
  let as: AccessOptions;

  beforeEach(async () => {
    project = await createProjectWithKeys(t, { display_name: 'Acme', config: { allow_localhost: true } });
    ada = await signUp(t, project, uniqueEmail('ada'));
    as = client(project, ada.access_token);
  });

  const server = (): AccessOptions => ({ type: 'server', project });

  async function list(access = as, userId = 'me'): Promise<ContactChannelJson[]> {
    return (await expectJson<ListJson<ContactChannelJson>>(await t.api('GET', `/contact-channels?user_id=${userId}`, access))).items;
  }
  async function create(body: Record<string, unknown>, access = as): Promise<ContactChannelJson> {
    return expectJson<ContactChannelJson>(await t.api('POST', '/contact-channels', access, { user_id: 'me', type: 'email', used_for_auth: false, ...body }), 201);
  }
  async function me(): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await t.api('GET', '/users/me', as));
  }
  async function mailedCode(to: string): Promise<string> {
    return codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, to), VERIFY);
  }
  async function userEvents(): Promise<number> {
    const rows = await t.deps.db.selectFrom('events').select('id').where('project_id', '=', project.id).where('type', '=', 'user.updated').execute();
    return rows.length;
  }

  it('lists the sign-up address as the primary channel, used for sign-in, unverified', async () => {
    const [channel, ...rest] = await list();
    expect(rest).toEqual([]);
    expect(channel).toEqual({ user_id: ada.user_id, id: expect.any(String), value: ada.email, type: 'email', used_for_auth: true, is_verified: false, is_primary: true });
    expect(await expectJson(await t.api('GET', `/contact-channels/me/${channel?.id}`, as))).toEqual(channel);
  });

  it('adds, updates and removes an address; the primary one is the user’s primary_email; each change is an event', async () => {
    const events = await userEvents();
    const work = uniqueEmail('work');
    const added = await create({ value: work });
    expect(added).toMatchObject({ value: work, is_primary: false, is_verified: false, used_for_auth: false });
    expect((await list()).map((c) => c.value)).toEqual([ada.email, work]);

    const primary = await expectJson<ContactChannelJson>(await t.api('PATCH', `/contact-channels/me/${added.id}`, as, { is_primary: true }));
    expect(primary.is_primary).toBe(true);
    expect(await me()).toMatchObject({ primary_email: work, primary_email_verified: false });
    expect((await list()).filter((c) => c.is_primary).map((c) => c.value)).toEqual([work]);

    await expectJson(await t.api('DELETE', `/contact-channels/me/${added.id}`, as, {}));
    expect((await list()).map((c) => c.value)).toEqual([ada.email]);
    expect((await me()).primary_email).toBeNull();
    expect(await userEvents()).toBe(events + 3);
  });

  it('makes a changed address unverified, and keeps a verified one verified through a change of letter case', async () => {
    const [channel] = await list();
    const id = channel?.id ?? '';
    await expectJson(await t.api('PATCH', `/contact-channels/${ada.user_id}/${id}`, server(), { is_verified: true }));
    expect((await me()).primary_email_verified).toBe(true);
    const upper = ada.email.toUpperCase();
    expect(await expectJson(await t.api('PATCH', `/contact-channels/me/${id}`, as, { value: upper }))).toMatchObject({ value: upper, is_verified: true });
    const other = uniqueEmail('new');
    expect(await expectJson(await t.api('PATCH', `/contact-channels/me/${id}`, as, { value: other }))).toMatchObject({ value: other, is_verified: false });
    expect(await me()).toMatchObject({ primary_email: other, primary_email_verified: false });
  });

  it('refuses an address another account signs in with, for sign-in, and the same address twice', async () => {
    const bob = await signUp(t, project, uniqueEmail('bob'));
    const conflict = await t.api('POST', '/contact-channels', as, { user_id: 'me', type: 'email', value: bob.email, used_for_auth: true });
    await expectKnownError(conflict, 409, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', {
      type: 'email',
      contact_channel_value: bob.email,
      would_work_if_email_was_verified: false,
    });
    // As a plain contact address it is fine; turning sign-in on for it is not.
    const contact = await create({ value: bob.email });
    const turnOn = await t.api('PATCH', `/contact-channels/me/${contact.id}`, as, { used_for_auth: true });
    await expectKnownError(turnOn, 409, 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    const [primary] = await list();
    await expectKnownError(
      await t.api('PATCH', `/contact-channels/me/${primary?.id}`, as, { value: bob.email.toUpperCase() }),
      409,
      'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE',
    );
    // The same address twice for one user: a plain-text 400, as Stack answers (docs/wire.md §3 "Contact channel").
    const twice = await t.api('POST', '/contact-channels', as, { user_id: 'me', type: 'email', value: ada.email.toUpperCase(), used_for_auth: false });
    expect({ status: twice.status, body: await twice.text() }).toEqual({ status: 400, body: 'Contact channel already exists' });
    expect((await list()).map((c) => c.value)).toEqual([ada.email, bob.email]);
  });

  it('keeps a client from removing its only way in; a password or another sign-in address is one', async () => {
    const user = await expectJson<ServerUserJson>(await t.api('POST', '/users', server(), { primary_email: uniqueEmail('otp'), primary_email_auth_enabled: true }), 201);
    const session = await expectJson<{ access_token: string }>(await t.api('POST', '/auth/sessions', server(), { user_id: user.id }));
    const only = client(project, session.access_token);
    const [channel] = await list(only);
    const path = `/contact-channels/me/${channel?.id}`;
    expect((await t.api('DELETE', path, only, {})).status).toBe(400);
    expect((await t.api('PATCH', path, only, { used_for_auth: false })).status).toBe(400);
    expect(await list(only)).toEqual([channel]);
    const second = await create({ value: uniqueEmail('second'), used_for_auth: true }, only);
    await expectJson(await t.api('DELETE', path, only, {}));
    expect((await t.api('DELETE', `/contact-channels/me/${second.id}`, only, {})).status).toBe(400);
    // Ada has a password, so her address may go.
    const [own] = await list();
    await expectJson(await t.api('DELETE', `/contact-channels/me/${own?.id}`, as, {}));
  });

  it('sends a verification mail for a channel; its link verifies the address once', async () => {
    const [channel] = await list();
    await expectJson(await t.api('POST', `/contact-channels/me/${channel?.id}/send-verification-code`, as, { callback_url: VERIFY }));
    const mail = await lastOutboxMailTo(t.deps.db, project.id, ada.email);
    expect(mail.subject).toBe('Verify your email at Acme');
    const code = await mailedCode(ada.email);
    expect(await expectJson(await t.api('POST', '/contact-channels/verify/check-code', client(project), { code }))).toEqual({ is_code_valid: true });
    // The link works in any browser: no session needed.
    await expectJson(await t.api('POST', '/contact-channels/verify', client(project), { code }));
    expect(await me()).toMatchObject({ primary_email_verified: true });
    await expectKnownError(await t.api('POST', '/contact-channels/verify', client(project), { code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    const again = await t.api('POST', `/contact-channels/me/${channel?.id}/send-verification-code`, as, { callback_url: VERIFY });
    await expectKnownError(again, 409, 'EMAIL_ALREADY_VERIFIED');
  });

  it('sends the verification mail for the signed-in user’s address through the legacy route', async () => {
    const body = { email: ada.email, callback_url: VERIFY };
    await expectJson(await t.api('POST', '/contact-channels/send-verification-code', as, body));
    await expectJson(await t.api('POST', '/contact-channels/verify', client(project), { code: await mailedCode(ada.email) }));
    await expectKnownError(await t.api('POST', '/contact-channels/send-verification-code', as, body), 409, 'EMAIL_ALREADY_VERIFIED');
    const stranger = await t.api('POST', '/contact-channels/send-verification-code', as, { email: uniqueEmail(), callback_url: VERIFY });
    await expectKnownError(stranger, 400, 'EMAIL_IS_NOT_PRIMARY_EMAIL');
    // Signed out: Stack's SCHEMA_ERROR on `auth.user` (docs/wire.md §2 "SCHEMA_ERROR"), and no mail.
    const before = (await outboxMailsTo(t.deps.db, project.id, ada.email)).length;
    const signedOut = await expectKnownError(await t.api('POST', '/contact-channels/send-verification-code', client(project), body), 400, 'SCHEMA_ERROR');
    expect(signedOut.error).toBe('Request validation failed on POST /api/v1/contact-channels/send-verification-code:\n  - auth.user must be defined');
    expect(await outboxMailsTo(t.deps.db, project.id, ada.email)).toHaveLength(before);
  });

  it('does not verify an address changed after the mail was sent', async () => {
    const [channel] = await list();
    await expectJson(await t.api('POST', `/contact-channels/me/${channel?.id}/send-verification-code`, as, { callback_url: VERIFY }));
    const code = await mailedCode(ada.email);
    await expectJson(await t.api('PATCH', `/contact-channels/me/${channel?.id}`, as, { value: uniqueEmail('changed') }));
    expect((await t.api('POST', '/contact-channels/verify', client(project), { code })).status).toBe(400);
    expect((await me()).primary_email_verified).toBe(false);
  });

  it('refuses untrusted callback URLs and throttles verification mails, sending nothing for refused requests', async () => {
    const [channel] = await list();
    const path = `/contact-channels/me/${channel?.id}/send-verification-code`;
    await expectKnownError(await t.api('POST', path, as, { callback_url: 'https://evil.example/verify' }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    for (let i = 0; i < 5; i++) await expectJson(await t.api('POST', path, as, { callback_url: VERIFY }));
    const refused = await t.api('POST', path, as, { callback_url: VERIFY });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outboxMailsTo(t.deps.db, project.id, ada.email)).toHaveLength(5);
  });

  it('sends the verification mail after a password sign-up with verification_callback_url; the link verifies', async () => {
    const email = uniqueEmail('fresh');
    const answer = await expectJson<{ access_token: string }>(
      await t.api('POST', '/auth/password/sign-up', client(project), { email, password: 'correct horse battery', verification_callback_url: VERIFY }),
    );
    await expectJson(await t.api('POST', '/contact-channels/verify', client(project), { code: await mailedCode(email) }));
    expect(await expectJson(await t.api('GET', '/users/me', client(project, answer.access_token)))).toMatchObject({ primary_email: email, primary_email_verified: true });
    // Without the URL, no mail; with an untrusted one, no account.
    const quiet = uniqueEmail('quiet');
    await expectJson(await t.api('POST', '/auth/password/sign-up', client(project), { email: quiet, password: 'correct horse battery' }));
    expect(await outboxMailsTo(t.deps.db, project.id, quiet)).toEqual([]);
    const evil = uniqueEmail('evil');
    const refused = await t.api('POST', '/auth/password/sign-up', client(project), {
      email: evil,
      password: 'correct horse battery',
      verification_callback_url: 'https://evil.example/',
    });
    await expectKnownError(refused, 400, 'REDIRECT_URL_NOT_WHITELISTED');
    const rows = await t.deps.db.selectFrom('contact_channels').select('id').where('value', '=', evil).execute();
    expect(rows).toEqual([]);
  });

  it('lets a server manage any user’s channels, create them verified, and keeps clients to their own', async () => {
    const bob = await signUp(t, project, uniqueEmail('bob'));
    const created = await expectJson<ContactChannelJson>(
      await t.api('POST', '/contact-channels', server(), { user_id: bob.user_id, type: 'email', value: uniqueEmail('b2'), used_for_auth: false, is_verified: true }),
      201,
    );
    expect(created).toMatchObject({ user_id: bob.user_id, is_verified: true });
    expect(await list(server(), bob.user_id)).toHaveLength(2);
    const bobUser = await expectJson<ServerUserJson>(await t.api('GET', `/users/${bob.user_id}`, server()));
    expect(bobUser.primary_email).toBe(bob.email);

    // A client cannot name another user, nor set is_verified, nor reach another user's channel through "me".
    expect((await t.api('GET', `/contact-channels?user_id=${bob.user_id}`, as)).status).toBe(403);
    expect((await t.api('POST', '/contact-channels', as, { user_id: bob.user_id, type: 'email', value: uniqueEmail(), used_for_auth: false })).status).toBe(403);
    await expectKnownError(
      await t.api('POST', '/contact-channels', as, { user_id: 'me', type: 'email', value: uniqueEmail(), used_for_auth: false, is_verified: true }),
      400,
      'SCHEMA_ERROR',
    );
    // Another user's channel through "me" is not found: read 404, change or delete 400, as Stack answers.
    expect((await t.api('GET', `/contact-channels/me/${created.id}`, as)).status).toBe(404);
    const patchOther = await t.api('PATCH', `/contact-channels/me/${created.id}`, as, { value: uniqueEmail() });
    expect({ status: patchOther.status, body: await patchOther.text() }).toEqual({ status: 400, body: 'Contact channel not found' });
    const deleteOther = await t.api('DELETE', `/contact-channels/me/${created.id}`, as, {});
    expect({ status: deleteOther.status, body: await deleteOther.text() }).toEqual({ status: 400, body: 'Contact channel not found' });
    const deleteUnknown = await t.api('DELETE', '/contact-channels/me/031448ab-178b-4d43-b31b-28f16c3c52a9', as, {});
    expect({ status: deleteUnknown.status, body: await deleteUnknown.text() }).toEqual({ status: 400, body: 'Contact channel not found' });
    expect((await t.api('PATCH', `/contact-channels/${bob.user_id}/${created.id}`, as, { is_primary: true })).status).toBe(403);
    expect(await list(server(), bob.user_id)).toHaveLength(2);
    await expectKnownError(await t.api('GET', '/contact-channels?user_id=me', client(project)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('answers bad input with a known error, never a 500, and writes nothing', async () => {
    const [channel] = await list();
    const before = await list();
    const bad: [string, string, unknown][] = [
      ['POST', '/contact-channels', { user_id: 'me', type: 'email', value: 'not an address', used_for_auth: false }],
      ['POST', '/contact-channels', { user_id: 'me', type: 'phone', value: '+15555550100', used_for_auth: false }],
      ['POST', '/contact-channels', { user_id: 'me', type: 'email', value: uniqueEmail() }],
      ['POST', '/contact-channels', { user_id: 'nobody', type: 'email', value: uniqueEmail(), used_for_auth: false }],
      ['PATCH', `/contact-channels/me/${channel?.id}`, { value: 'a@b.c,d@e.f' }],
      ['PATCH', `/contact-channels/me/${channel?.id}`, { is_primary: 'yes' }],
      ['PATCH', '/contact-channels/me/not-a-uuid', { is_primary: true }],
      ['POST', `/contact-channels/me/${channel?.id}/send-verification-code`, {}],
      ['POST', '/contact-channels/verify', { code: 'x' }],
      ['POST', '/contact-channels/verify/check-code', { code: 'x'.repeat(46) }],
    ];
    for (const [method, path, body] of bad) {
      await expectKnownError(await t.api(method, path, as, body), 400, 'SCHEMA_ERROR');
    }
    expect((await t.api('GET', '/contact-channels?user_id=me&extra=1', as)).status).toBe(400);
    expect(await list()).toEqual(before);
  });
});
