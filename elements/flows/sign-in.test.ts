import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createPasswordSignIn } from './password-sign-in';
import { createSignInFlow, type SignInStep } from './sign-in';
import { newEmail, PASSWORD, testFlowEnv, type TestFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();

/** An account made through the server, then a fresh page (env) that is signed out. */
async function account(): Promise<string> {
  const email = newEmail();
  const result = await t.clientApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
  expect(result.status).toBe('ok');
  return email;
}

/** The sign-in flow with its password panel, and every step and phase it went through. */
function signIn(env: TestFlowEnv, options: { afterSignInUrl?: string; noRedirect?: boolean } = {}) {
  const flow = createSignInFlow(env, { available: ['password'], ...options });
  const password = createPasswordSignIn(env, flow);
  const steps: SignInStep[] = [];
  const phases: string[] = [];
  flow.$step.subscribe((step) => steps.push(step));
  flow.$loadFailure.listen(() => undefined); // what a screen does: start loading the project
  password.$state.subscribe((state) => (phases.at(-1) === state.phase ? undefined : phases.push(state.phase)));
  return { flow, password, steps, phases };
}

const settled = async (env: TestFlowEnv, step: SignInStep, flow: { $step: { get(): SignInStep } }) => {
  await env.app.getProject();
  await env.app.getUser();
  await expect.poll(() => flow.$step.get()).toBe(step);
};

describe('sign-in flow', () => {
  it('loads, then offers the password panel of a password project to a signed-out visitor', async () => {
    const env = testFlowEnv(t);
    const { flow, steps } = signIn(env);
    expect(flow.$step.get()).toBeNull();
    await settled(env, 'sign-in', flow);
    expect(steps[0]).toBeNull();
    expect(flow.$methods.get()).toEqual(['password']);
  });

  it('offers no password panel of its own where e-mail code is on too: that panel starts identifier-first', async () => {
    const admin = t.adminApp();
    await admin.updateProject({ config: { magic_link_enabled: true } });
    try {
      const env = testFlowEnv(t);
      const flow = createSignInFlow(env, {});
      flow.$loadFailure.listen(() => undefined);
      await settled(env, 'sign-in', flow);
      expect(flow.$methods.get()).toEqual(['email-code']);
      expect((await env.app.getProject()).config).toMatchObject({ credentialEnabled: true, magicLinkEnabled: true });
    } finally {
      await admin.updateProject({ config: { magic_link_enabled: false } });
    }
  });

  it('checks the values here first: no request, the first invalid field focused', async () => {
    const env = testFlowEnv(t);
    const { password } = signIn(env);
    const before = t.requests.length;
    await password.submit({ email: 'not-an-address', password: '' });
    expect(t.requests.length).toBe(before);
    const state = password.$state.get();
    expect(state.fieldErrors).toEqual({ email: { key: 'validation.emailInvalid' }, password: { key: 'validation.passwordRequired' } });
    expect(state.focus?.target).toBe('email');
    password.edit('email');
    expect(Object.keys(password.$state.get().fieldErrors)).toEqual(['password']);
  });

  it('is busy while the server answers, then shows and reports a refusal, focusing the alert', async () => {
    const email = await account();
    const env = testFlowEnv(t);
    const { flow, password, phases } = signIn(env);
    await settled(env, 'sign-in', flow);
    await password.submit({ email, password: 'not the password' });
    expect(phases).toEqual(['form', 'busy', 'form']);
    expect(password.$state.get()).toMatchObject({ failure: { code: 'EMAIL_PASSWORD_MISMATCH' }, focus: { target: 'alert' } });
    expect(env.failures).toEqual([{ code: 'EMAIL_PASSWORD_MISMATCH', message: 'Wrong e-mail or password.' }]);
    expect(env.navigations).toEqual([]);
  });

  it('signs in, waits for the user, then redirects by core’s rule (the app’s after-sign-in URL)', async () => {
    const email = await account();
    const env = testFlowEnv(t);
    const { flow, password, phases } = signIn(env);
    await settled(env, 'sign-in', flow);
    await password.submit({ email: `  ${email} `, password: PASSWORD });
    expect(phases).toEqual(['form', 'busy', 'redirecting']);
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: email });
    expect(env.navigations).toEqual([env.app.urls.afterSignIn]);
    // The form stayed through the sign-in: never the signed-in card while the page is leaving.
    expect(flow.$step.get()).toBe('sign-in');
  });

  it('goes to the element’s after-sign-in-url when it has one, and refuses an untrusted one', async () => {
    const email = await account();
    const env = testFlowEnv(t);
    const { flow, password } = signIn(env, { afterSignInUrl: '/app?tab=1' });
    await settled(env, 'sign-in', flow);
    await password.submit({ email, password: PASSWORD });
    expect(env.navigations).toEqual(['/app?tab=1']);

    const other = testFlowEnv(t);
    const evil = signIn(other, { afterSignInUrl: 'https://evil.example/' });
    await settled(other, 'sign-in', evil.flow);
    await evil.password.submit({ email, password: PASSWORD });
    expect(other.navigations).toEqual([]);
    expect(evil.password.$state.get()).toMatchObject({ phase: 'form', failure: { code: 'UNEXPECTED_ERROR' } });
  });

  it('stays on the page with no-redirect, or when the host page cancels the redirect, and shows the signed-in card', async () => {
    const email = await account();
    const env = testFlowEnv(t);
    const { flow, password, phases } = signIn(env, { noRedirect: true });
    await settled(env, 'sign-in', flow);
    await password.submit({ email, password: PASSWORD });
    expect(phases).toEqual(['form', 'busy', 'form']);
    expect(env.navigations).toEqual([]);
    expect(flow.$step.get()).toBe('signed-in');

    const cancelled = testFlowEnv(t);
    cancelled.allowNavigation = false;
    const second = signIn(cancelled);
    await settled(cancelled, 'sign-in', second.flow);
    await second.password.submit({ email, password: PASSWORD });
    expect(second.phases).toEqual(['form', 'busy', 'redirecting', 'form']);
    expect(second.flow.$step.get()).toBe('signed-in');
  });

  it('says "no method" when the project enables none the element has a panel for', async () => {
    const admin = t.adminApp();
    await admin.updateProject({ config: { credential_enabled: false } });
    try {
      const env = testFlowEnv(t);
      const { flow } = signIn(env);
      await settled(env, 'no-method', flow);
      expect(flow.$methods.get()).toEqual([]);
    } finally {
      await admin.updateProject({ config: { credential_enabled: true } });
    }
  });
});
