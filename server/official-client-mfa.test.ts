import { StackClientApp } from '@stackframe/js';
import { describe, expect, it } from 'vitest';
import { totpCodeAt } from './features/mfa/totp';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';
/** RFC 6238's SHA-1 test secret, as the official client's `user.update({ totpMultiFactorSecret })` sends it. */
const SECRET = new TextEncoder().encode('12345678901234567890');
const SECRET_BASE64 = Buffer.from(SECRET).toString('base64');

/**
 * The official `@stackframe/js` client, unchanged, over real HTTP: TOTP turned on and off with
 * `user.update({ totpMultiFactorSecret })`, a password sign-in stopped at the second factor, and `signInWithMfa`
 * finishing it (docs/wire.md §4 "MFA").
 */
describe.each(testDialects)('the official client against two-factor sign-in on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);
  const { newEmail } = t;
  const clientApp = () =>
    new StackClientApp({
      projectId: t.running.bootstrap.demo.id,
      baseUrl: t.running.url,
      tokenStore: 'memory',
      publishableClientKey: t.running.bootstrap.demo.keys.publishable_client_key,
      redirectMethod: 'none',
    });

  /** The attempt code a password sign-in of `email` answers, as the official MFA page reads it from storage. */
  async function attemptCode(email: string): Promise<string> {
    const { id, keys } = t.running.bootstrap.demo;
    const response = await fetch(`${t.running.url}/api/v1/auth/password/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-access-type': 'client', 'x-stack-project-id': id, 'x-stack-publishable-client-key': keys.publishable_client_key },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.headers.get('x-stack-known-error')).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    return ((await response.json()) as { details: { attempt_code: string } }).details.attempt_code;
  }

  it('turns MFA on with totpMultiFactorSecret, stops signInWithCredential, and signs in with signInWithMfa; null turns it off', async () => {
    const email = newEmail('mfa');
    const owner = clientApp();
    expect((await owner.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, noVerificationCallback: true })).status).toBe('ok');
    const user = await owner.getUser({ or: 'throw' });
    await user.update({ totpMultiFactorSecret: SECRET });
    expect((await owner.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(true);

    // The official client meets MULTI_FACTOR_AUTHENTICATION_REQUIRED and goes to its MFA page (redirectToMfa); with
    // no redirect possible here it says it should have redirected there. Nobody is signed in.
    const stopped = clientApp();
    await expect(stopped.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).rejects.toThrow(/redirectToMfa/);
    expect(await stopped.getUser()).toBeNull();

    const app = clientApp();
    const wrong = await app.signInWithMfa(totpCodeAt(SECRET_BASE64, Date.now() - 10 * 30_000), await attemptCode(email), { noRedirect: true });
    expect(wrong.status === 'error' && wrong.error.errorCode).toBe('INVALID_TOTP_CODE');
    const signedIn = await app.signInWithMfa(totpCodeAt(SECRET_BASE64), await attemptCode(email), { noRedirect: true });
    expect(signedIn.status).toBe('ok');
    expect((await app.getUser({ or: 'throw' })).id).toBe(user.id);

    const used = await clientApp().signInWithMfa(totpCodeAt(SECRET_BASE64, Date.now() + 30_000), 'a'.repeat(45), { noRedirect: true });
    expect(used.status === 'error' && used.error.errorCode).toBe('VERIFICATION_CODE_NOT_FOUND');

    await (await app.getUser({ or: 'throw' })).update({ totpMultiFactorSecret: null });
    const plain = clientApp();
    expect((await plain.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    expect((await plain.getUser({ or: 'throw' })).isMultiFactorRequired).toBe(false);
  });
});
