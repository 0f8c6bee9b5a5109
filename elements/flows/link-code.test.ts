import { beforeAll, describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { codeFromMail, lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { codeOf, createLinkCode } from './link-code';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';
const VERIFY = 'http://localhost:3000/handler/email-verification';

async function link(to: string, callback: string): Promise<string> {
  const code = codeFromMail(await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, to), callback);
  return `${callback}?code=${code}`;
}

describe('pages opened from an e-mail link', () => {
  beforeAll(async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { magic_link_enabled: true } });
  });

  it('magic-link-callback: signs in from ?code= and goes to after-sign-up for a new account; the link then is used', async () => {
    const email = newEmail();
    await t.clientApp().sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    const href = await link(email, MAGIC);
    const env = testFlowEnv(t);
    const store = createLinkCode(env, 'emailCode', href);
    await Promise.all([store.run(), store.run()]);
    expect(store.$state.get().status).toBe('done');
    expect(await env.app.getUser()).toMatchObject({ primaryEmail: email });
    expect(env.navigations).toEqual(['/']);

    const again = createLinkCode(testFlowEnv(t), 'emailCode', href);
    await again.run();
    expect(again.$state.get()).toMatchObject({ status: 'failed', failure: { code: 'VERIFICATION_CODE_ALREADY_USED' } });
  });

  it('magic-link-callback: stops to tell the owner that an unverified holder’s password was cleared', async () => {
    const email = newEmail();
    await t.clientApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
    await t.clientApp().sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    const env = testFlowEnv(t);
    const store = createLinkCode(env, 'emailCode', await link(email, MAGIC));
    await store.run();
    expect(store.$state.get().status).toBe('cleared');
    expect(env.navigations).toEqual([]);
    await store.continueAfterNotice();
    expect(env.navigations).toEqual(['/']);
  });

  it('email-verification: verifies, then says why a used, invalid, or code-less link does not work', async () => {
    const email = newEmail();
    await t.clientApp().signUpWithCredential({ email, password: PASSWORD, verificationCallbackUrl: VERIFY });
    const href = await link(email, VERIFY);
    const store = createLinkCode(testFlowEnv(t), 'verifyEmail', href);
    await store.run();
    expect(store.$state.get()).toEqual({ status: 'done', failure: null, reason: null });
    const used = createLinkCode(testFlowEnv(t), 'verifyEmail', href);
    await used.run();
    expect(used.$state.get()).toMatchObject({ status: 'failed', reason: 'emailVerification.used' });
    const invalid = createLinkCode(testFlowEnv(t), 'verifyEmail', `${VERIFY}?code=${'x'.repeat(45)}`);
    await invalid.run();
    expect(invalid.$state.get()).toMatchObject({ status: 'failed', reason: 'emailVerification.invalid' });
    const mangled = createLinkCode(testFlowEnv(t), 'verifyEmail', `${VERIFY}?code=abc`);
    await mangled.run();
    expect(mangled.$state.get()).toMatchObject({ status: 'failed', reason: 'emailVerification.invalid' });
    const none = createLinkCode(testFlowEnv(t), 'verifyEmail', VERIFY);
    await none.run();
    expect(none.$state.get()).toEqual({ status: 'failed', failure: null, reason: 'linkCode.missing' });
  });

  it('reads the code parameter, tolerating odd hrefs', () => {
    expect(codeOf('https://a.example/x?code=abc&after_auth_return_to=%2F')).toBe('abc');
    expect(codeOf('not a url')).toBe('');
  });
});
