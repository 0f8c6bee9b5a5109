import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACCESS_TYPES, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const CALLBACK = 'http://localhost:3000/handler/email-verification';
const CODE = 'a'.repeat(45);

type Ids = { userId: string; channelId: string };
type Endpoint = { method: string; path: (ids: Ids) => string; body?: (ids: Ids) => unknown };

/** Every route of e-mail sign-in, verification and contact channels; all take any access type (docs/product.md §6). */
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/auth/otp/send-sign-in-code', body: () => ({ email: uniqueEmail('x'), callback_url: CALLBACK }) },
  { method: 'POST', path: () => '/auth/otp/sign-in', body: () => ({ code: CODE }) },
  { method: 'POST', path: () => '/auth/otp/sign-in/check-code', body: () => ({ code: CODE }) },
  { method: 'GET', path: (ids) => `/contact-channels?user_id=${ids.userId}` },
  { method: 'POST', path: () => '/contact-channels', body: (ids) => ({ user_id: ids.userId, type: 'email', value: uniqueEmail('x'), used_for_auth: false }) },
  { method: 'GET', path: (ids) => `/contact-channels/${ids.userId}/${ids.channelId}` },
  { method: 'PATCH', path: (ids) => `/contact-channels/${ids.userId}/${ids.channelId}`, body: () => ({ value: uniqueEmail('x') }) },
  { method: 'DELETE', path: (ids) => `/contact-channels/${ids.userId}/${ids.channelId}`, body: () => ({}) },
  { method: 'POST', path: (ids) => `/contact-channels/${ids.userId}/${ids.channelId}/send-verification-code`, body: () => ({ callback_url: CALLBACK }) },
  { method: 'POST', path: () => '/contact-channels/send-verification-code', body: () => ({ email: uniqueEmail('x'), callback_url: CALLBACK }) },
  { method: 'POST', path: () => '/contact-channels/verify', body: () => ({ code: CODE }) },
  { method: 'POST', path: () => '/contact-channels/verify/check-code', body: () => ({ code: CODE }) },
];

describe.each(testDialects)('access control of e-mail sign-in and contact channels on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: Awaited<ReturnType<typeof signUp>>;
  let ids: Ids;

  beforeAll(async () => {
    a = await createProjectWithKeys(t, { config: { allow_localhost: true, magic_link_enabled: true } });
    b = await createProjectWithKeys(t, { config: { allow_localhost: true, magic_link_enabled: true } });
    victim = await signUp(t, a);
    const channel = await t.deps.db.selectFrom('contact_channels').select('id').where('user_id', '=', victim.user_id).executeTakeFirstOrThrow();
    ids = { userId: victim.user_id, channelId: channel.id };
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path(ids)}`, jsonRequest(endpoint.method, headers, endpoint.body?.(ids)));
  }

  /** What an attacker must not change: every contact channel, code, sent mail and session. */
  async function state(): Promise<unknown> {
    const db = t.deps.db;
    return {
      channels: await db.selectFrom('contact_channels').selectAll().orderBy('id').execute(),
      codes: (await db.selectFrom('verification_codes').select('id').execute()).length,
      mails: (await db.selectFrom('sent_emails').select('id').execute()).length,
      sessions: (await db.selectFrom('sessions').select('id').where('user_id', '=', victim.user_id).execute()).length,
    };
  }

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path({ userId: '{user_id}', channelId: '{id}' })}`;

    it(`${name}: needs an access type`, async () => {
      const before = await state();
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
      expect(await state()).toEqual(before);
    });

    itRefusesOtherProjects(name, {
      send: (headers) => call(endpoint, headers),
      types: ALL_ACCESS_TYPES,
      accounts: () => ({ owner: a, other: b, user: victim }),
      state,
    });
  }

  it("reaches nothing of another project's user through its own valid keys, with any access type", async () => {
    const before = await state();
    for (const type of ALL_ACCESS_TYPES) {
      const access = { type, project: b };
      const channelPath = `/contact-channels/${victim.user_id}/${ids.channelId}`;
      const answers = [
        await t.api('GET', `/contact-channels?user_id=${victim.user_id}`, access),
        await t.api('POST', '/contact-channels', access, { user_id: victim.user_id, type: 'email', value: uniqueEmail(), used_for_auth: false }),
        await t.api('GET', channelPath, access),
        await t.api('PATCH', channelPath, access, { value: uniqueEmail() }),
        await t.api('DELETE', channelPath, access, {}),
        await t.api('POST', `${channelPath}/send-verification-code`, access, { callback_url: CALLBACK }),
      ];
      for (const answer of answers) {
        // A client is refused for naming another user (403); a server or admin of project b finds no such user (404).
        expect(answer.status).toBe(type === 'client' ? 403 : 404);
      }
    }
    expect(await state()).toEqual(before);
  });

  it("does not take one project's codes in another project", async () => {
    const signInCode = await t.api('POST', '/auth/otp/send-sign-in-code', { type: 'client', project: a }, { email: victim.email, callback_url: CALLBACK });
    expect(signInCode.status).toBe(200);
    const mail = await t.deps.db.selectFrom('sent_emails').select('text').where('project_id', '=', a.id).orderBy('sent_at', 'desc').executeTakeFirstOrThrow();
    const code = /code=([0-9a-z]{45})/.exec(mail.text ?? '')?.[1] ?? '';
    await expectKnownError(await t.api('POST', '/auth/otp/sign-in', { type: 'client', project: b }, { code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    await expectKnownError(await t.api('POST', '/auth/otp/sign-in/check-code', { type: 'server', project: b }, { code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect((await t.api('POST', '/auth/otp/sign-in/check-code', { type: 'client', project: a }, { code })).status).toBe(200);
  });
});
