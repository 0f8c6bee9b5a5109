import { beforeEach, describe, expect, it } from 'vitest';
import type { OtpNonceJson, OtpSignInJson } from '../../../protocol/email-code/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { client } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { PASSKEY_FAILURE_LIMIT } from './passkey-authentication';
import { PasskeyCeremonies, passkeyProject, SITE } from './passkey-fixtures';

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

describe.each(testDialects)('passkey sign-in guards on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let ceremonies: PasskeyCeremonies;

  beforeEach(async () => {
    project = await passkeyProject(t, { magic_link_enabled: true });
    ceremonies = new PasskeyCeremonies(t, project);
  });

  it('closes pre-hijacking (docs/security.md "Passwords and codes"): when the owner proves the address, the squatter\'s passkey is deleted', async () => {
    const squatter = await ceremonies.userWithPasskey();
    const email = squatter.email;
    await expectJson<OtpNonceJson>(await t.api('POST', '/auth/otp/send-sign-in-code', client(project), { email, callback_url: CALLBACK }));
    const code = codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, email), CALLBACK);
    const owner = await expectJson<OtpSignInJson>(await t.api('POST', '/auth/otp/sign-in', client(project), { code }));
    expect(owner).toMatchObject({ user_id: squatter.user_id, credentials_cleared: true });

    expect(await t.deps.db.selectFrom('passkeys').select('id').where('user_id', '=', squatter.user_id).execute()).toEqual([]);
    const { options_json, code: challengeCode } = await ceremonies.authenticationOptions();
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), challengeCode), 400, 'PASSKEY_AUTHENTICATION_FAILED');
  });

  it('rate-limits failed passkey sign-ins per client address like password sign-in (docs/security.md): 429 with Retry-After, even for a right passkey', async () => {
    await ceremonies.userWithPasskey();
    const forged = new PasskeyCeremonies(t, project);
    const reg = await ceremonies.registrationOptions((await ceremonies.userWithPasskey()).access_token);
    forged.authenticator.register(reg.options_json, SITE); // a credential the server never stored
    for (let i = 0; i < PASSKEY_FAILURE_LIMIT.limit; i++) {
      const { options_json, code } = await ceremonies.authenticationOptions();
      await expectKnownError(await ceremonies.signIn(forged.authenticator.authenticate(options_json, SITE), code), 400, 'PASSKEY_AUTHENTICATION_FAILED');
    }
    const { options_json, code } = await ceremonies.authenticationOptions();
    const refused = await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused before the code was looked at: it still works once the address may try again.
    expect(
      (
        await t.deps.db
          .selectFrom('verification_codes')
          .select('used_at')
          .where('project_id', '=', project.id)
          .where('purpose', '=', 'passkey-authentication')
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow()
      ).used_at,
    ).toBeNull();
  });
});
