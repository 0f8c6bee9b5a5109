import { describe, expect, it } from 'vitest';
import { expectKnownError } from '../../test-support/expect-known-error';
import { client } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';

/** The sign-in body as Stack checks it (issue 7, A1): an empty e-mail is malformed input, not a wrong password. */
describe.each(testDialects)('password sign-in body on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('answers SCHEMA_ERROR for an empty e-mail, and the usual mismatch for an unknown one', async () => {
    const empty = await t.api('POST', '/auth/password/sign-in', client(t.demo), { email: '', password: 'whatever password' });
    expect((await expectKnownError(empty, 400, 'SCHEMA_ERROR')).error).toContain('body.email');
    const unknown = await t.api('POST', '/auth/password/sign-in', client(t.demo), { email: 'nobody', password: 'whatever password' });
    await expectKnownError(unknown, 400, 'EMAIL_PASSWORD_MISMATCH');
  });
});
