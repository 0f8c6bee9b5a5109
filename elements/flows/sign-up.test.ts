import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createSignUpFlow } from './sign-up';
import { newEmail, PASSWORD, testFlowEnv, type TestFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const page = 'https://site.example/handler/sign-up';
// Sign-up runs on a page: core takes the e-mail verification link's origin and `after_auth_return_to` from it.
beforeEach(() => void installFakeBrowser(page));
afterEach(() => void vi.unstubAllGlobals());

function signUp(env: TestFlowEnv, options: Parameters<typeof createSignUpFlow>[1] = {}) {
  const flow = createSignUpFlow(env, options);
  flow.$loadFailure.listen(() => undefined); // what a screen does: start loading the project
  flow.$step.listen(() => undefined);
  return flow;
}

async function ready(env: TestFlowEnv, flow: ReturnType<typeof signUp>, step: string) {
  await env.app.getProject();
  await env.app.getUser();
  await expect.poll(() => flow.$step.get()).toBe(step);
}

describe('sign-up flow', () => {
  it('checks length and repetition here, focusing the first field at fault', async () => {
    const env = testFlowEnv(t);
    const flow = signUp(env);
    await flow.submit.submit({ email: newEmail(), password: 'short', passwordRepeat: 'other' });
    expect(flow.submit.$state.get()).toMatchObject({
      phase: 'form',
      fieldErrors: { password: { key: 'validation.passwordTooShort', values: { min: 8 } }, passwordRepeat: { key: 'validation.passwordsDiffer' } },
      focus: { target: 'password' },
    });
    const without = signUp(testFlowEnv(t), { noPasswordRepeat: true });
    await without.submit.submit({ email: newEmail(), password: PASSWORD });
    expect(without.submit.$state.get().fieldErrors).toEqual({});
  });

  it('creates the account, then goes to the after-sign-up URL', async () => {
    const env = testFlowEnv(t);
    const flow = signUp(env, { afterSignUpUrl: '/welcome' });
    await ready(env, flow, 'sign-up');
    const email = newEmail();
    await flow.submit.submit({ email, password: PASSWORD, passwordRepeat: PASSWORD });
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: email });
    expect(env.navigations).toEqual(['/welcome']);
    expect(flow.submit.$state.get().phase).toBe('redirecting');
  });

  it('goes back to the page that sent the visitor, before the element’s own URL (core’s rule)', async () => {
    vi.unstubAllGlobals();
    installFakeBrowser('https://site.example/handler/sign-up?after_auth_return_to=%2Forders%2F7');
    const env = testFlowEnv(t);
    const flow = signUp(env, { afterSignUpUrl: '/welcome' });
    await ready(env, flow, 'sign-up');
    await flow.submit.submit({ email: newEmail(), password: PASSWORD, passwordRepeat: PASSWORD });
    expect(env.navigations).toEqual(['/orders/7']);
  });

  it('marks the e-mail field when the address is taken, and focuses it instead of the alert', async () => {
    const email = newEmail();
    await t.clientApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
    const env = testFlowEnv(t);
    const flow = signUp(env);
    await ready(env, flow, 'sign-up');
    await flow.submit.submit({ email, password: PASSWORD, passwordRepeat: PASSWORD });
    expect(flow.submit.$state.get()).toMatchObject({ phase: 'form', serverField: 'email', focus: { target: 'email' }, failure: { code: 'USER_EMAIL_ALREADY_EXISTS' } });
    expect(env.failures).toEqual([{ code: 'USER_EMAIL_ALREADY_EXISTS', message: `An account with the e-mail ${email} already exists.` }]);
    flow.submit.edit('email');
    expect(flow.submit.$state.get().serverField).toBeNull();
  });

  it('offers sign-up on a project with only OAuth providers, and "no method" on one with neither', async () => {
    const admin = t.adminApp();
    await admin.updateProject({ config: { credential_enabled: false, oauth_providers: [{ id: 'github', type: 'shared' }] } });
    try {
      const env = testFlowEnv(t);
      await ready(env, signUp(env), 'sign-up');
      await admin.updateProject({ config: { oauth_providers: [] } });
      const none = testFlowEnv(t);
      await ready(none, signUp(none), 'no-method');
    } finally {
      await admin.updateProject({ config: { credential_enabled: true, oauth_providers: [] } });
    }
  });

  it('offers sign-up on a project with only e-mail code (no password asked there)', async () => {
    const admin = t.adminApp();
    await admin.updateProject({ config: { credential_enabled: false, magic_link_enabled: true } });
    try {
      const env = testFlowEnv(t);
      await ready(env, signUp(env), 'sign-up');
      expect((await env.app.getProject()).config).toMatchObject({ credentialEnabled: false, magicLinkEnabled: true });
    } finally {
      await admin.updateProject({ config: { credential_enabled: true, magic_link_enabled: false } });
    }
  });

  it('says sign-up is closed when the project allows no new accounts', async () => {
    const admin = t.adminApp();
    await admin.updateProject({ config: { sign_up_enabled: false } });
    try {
      const env = testFlowEnv(t);
      await ready(env, signUp(env), 'sign-up-disabled');
    } finally {
      await admin.updateProject({ config: { sign_up_enabled: true } });
    }
  });
});
