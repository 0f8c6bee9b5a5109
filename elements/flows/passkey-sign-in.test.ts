import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createPasskeyOffer, PASSKEY_OFFERED_KEY } from './passkey-offer';
import { createPasskeySignIn } from './passkey-sign-in';
import { createPasswordSignIn } from './password-sign-in';
import { createSignInFlow } from './sign-in';
import { newEmail, PASSWORD, testFlowEnv, type TestFlowEnv } from './test-support/flow-env';
import { passkeyPage, passwordAccount } from './test-support/passkey-page';

const t = useInProcessServer();
beforeAll(async () => {
  await t.adminApp().updateProject({ config: { passkey_enabled: true } });
});
afterEach(() => vi.unstubAllGlobals());

/** The sign-in card of a project with passwords and passkeys: its flow and both panels' stores, wired as the panels wire them. */
function card(env: TestFlowEnv, options: { noRedirect?: boolean } = {}) {
  const flow = createSignInFlow(env, { available: ['password', 'passkey'], ...options });
  flow.$loadFailure.listen(() => undefined);
  const passkey = createPasskeySignIn(env, flow);
  const offer = createPasskeyOffer(env);
  flow.pause = offer.pause;
  const password = createPasswordSignIn(env, flow);
  return { flow, passkey, offer, password };
}

describe('passkey panel: the button and the autofill', () => {
  it('"Sign in with a passkey" signs in, holds the card meanwhile, then goes to after-sign-in', async () => {
    passkeyPage();
    const email = await passwordAccount(t, { passkey: true });
    const env = testFlowEnv(t);
    const { flow, passkey } = card(env);
    const held: boolean[] = [];
    flow.$held.listen((value) => held.push(value.includes('passkey')));
    await passkey.signIn();
    expect((await env.app.getUser())?.primaryEmail).toBe(email);
    expect(held[0]).toBe(true);
    expect(passkey.$state.get().phase).toBe('redirecting');
    expect(env.navigations).toEqual(['/']);
  });

  it('autofill stays open on the card and signs in when a passkey is picked; leaving cancels it', async () => {
    const { authenticator } = passkeyPage();
    const email = await passwordAccount(t, { passkey: true });
    const env = testFlowEnv(t);
    const { passkey } = card(env);
    const started = passkey.startAutofill();
    await expect.poll(() => authenticator.autofillOpen).toBe(true);
    expect(passkey.$state.get()).toMatchObject({ autofill: true, phase: 'idle' });
    authenticator.pick();
    await started;
    expect((await env.app.getUser())?.primaryEmail).toBe(email);
    expect(env.navigations).toEqual(['/']);

    const other = card(testFlowEnv(t));
    const second = other.passkey.startAutofill();
    await expect.poll(() => authenticator.autofillOpen).toBe(true);
    other.passkey.stop();
    await second;
    expect(authenticator.autofillOpen).toBe(false);
    expect(other.passkey.$state.get()).toMatchObject({ autofill: false, failure: null });
  });

  it('the button replaces the autofill silently; a cancelled dialog is shown, and the autofill offers passkeys again', async () => {
    const { authenticator } = passkeyPage();
    await passwordAccount(t, { passkey: true });
    const env = testFlowEnv(t);
    const { passkey } = card(env);
    void passkey.startAutofill();
    await expect.poll(() => authenticator.autofillOpen).toBe(true);
    authenticator.cancelNext = true;
    await passkey.signIn();
    const state = passkey.$state.get();
    expect(state.failure?.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(state.focus?.target).toBe('alert');
    // Said in plain words: not the browser's own text (NotAllowedError's, with its link to the specification).
    expect(env.failures).toEqual([{ code: 'PASSKEY_WEBAUTHN_ERROR', message: 'The passkey request was cancelled or timed out. Please try again.' }]);
    await expect.poll(() => authenticator.autofillOpen).toBe(true);
    expect(authenticator.calls.conditional).toBe(2);
    expect(await env.app.getUser()).toBeNull();
    passkey.stop();
  });
});

describe('where the page cannot use passkeys', () => {
  it('on an IP address host the card has no passkey panel (button, autofill) and no offer to create one', async () => {
    passkeyPage({ href: 'http://127.0.0.1:3000/handler/sign-in' });
    const email = await passwordAccount(t);
    const env = testFlowEnv(t);
    const { flow, offer, password } = card(env);
    // Kept mounted: a store left to unmount after the test would reach for the page's window once it is gone.
    flow.$step.listen(() => undefined);
    await env.app.getProject();
    await expect.poll(() => flow.$step.get()).toBe('sign-in');
    expect(flow.$methods.get()).toEqual(['password']);
    await password.submit({ email, password: PASSWORD });
    expect(offer.$state.get().step).toBeNull();
    expect(env.navigations).toEqual(['/']);
  });

  it('without WebAuthn in the browser (no PublicKeyCredential) neither', async () => {
    passkeyPage();
    vi.stubGlobal('PublicKeyCredential', undefined);
    const env = testFlowEnv(t);
    const { flow } = card(env);
    flow.$step.listen(() => undefined);
    await env.app.getProject();
    await expect.poll(() => flow.$step.get()).toBe('sign-in');
    expect(flow.$methods.get()).toEqual(['password']);
  });
});

describe('passkey panel and a second factor', () => {
  it('a passkey of a user with two-factor sign-in turns the card to the code step: nothing shown as a failure, no page change', async () => {
    passkeyPage();
    const app = t.clientApp();
    await app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const user = (await app.getUser()) ?? expect.fail('signed up');
    expect((await user.registerPasskey()).status).toBe('ok');
    const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('base64');
    const totp = new TOTP({ secret: new Secret({ buffer: Uint8Array.from(Buffer.from(secret, 'base64')).buffer }) }).generate();
    expect((await user.enableTotp(secret, totp)).status).toBe('ok');

    const env = testFlowEnv(t);
    const { flow, passkey } = card(env);
    await passkey.signIn();
    expect(flow.$attemptCode.get()).toMatch(/^[0-9a-z]{45}$/);
    expect(passkey.$state.get()).toMatchObject({ phase: 'idle', failure: null });
    expect(env.failures).toEqual([]);
    expect(env.navigations).toEqual([]);
    expect(await env.app.getUser()).toBeNull();
    passkey.stop();
  });
});

describe('the offer to create a passkey after another sign-in', () => {
  it('pauses a password sign-in once: the offer waits, "Create a passkey" makes one, then the page goes on', async () => {
    const { authenticator, localStorage } = passkeyPage();
    const email = await passwordAccount(t);
    const env = testFlowEnv(t);
    const { flow, offer, password } = card(env);
    await env.app.getProject();
    const submitted = password.submit({ email, password: PASSWORD });
    await expect.poll(() => offer.$state.get().step).toBe('ask');
    // The card stays the sign-in card (the password flow holds it) while the offer waits.
    expect(flow.$step.get()).toBe('sign-in');
    expect(offer.$state.get().focus?.target).toBe('offer');
    expect(env.navigations).toEqual([]);
    await offer.create();
    await submitted;
    expect(authenticator.credentials).toHaveLength(1);
    expect((await env.app.getUser())?.passkeyAuthEnabled).toBe(true);
    expect(env.navigations).toEqual(['/']);
    expect(JSON.parse(localStorage.getItem(PASSKEY_OFFERED_KEY) ?? '[]')).toEqual([(await env.app.getUser())?.id]);
  });

  it('"Not now" goes on at once, and the same user is not asked again on this device', async () => {
    passkeyPage();
    const email = await passwordAccount(t);
    const first = testFlowEnv(t);
    const { offer, password } = card(first, { noRedirect: true });
    const submitted = password.submit({ email, password: PASSWORD });
    await expect.poll(() => offer.$state.get().step).toBe('ask');
    offer.skip();
    await submitted;
    expect((await first.app.getUser())?.passkeyAuthEnabled).toBe(false);

    const again = testFlowEnv(t);
    const second = card(again);
    await second.password.submit({ email, password: PASSWORD });
    expect(second.offer.$state.get().step).toBeNull();
    expect(again.navigations).toEqual(['/']);
  });

  it('a failed creation keeps the offer with the error; "Continue" still signs in', async () => {
    const { authenticator } = passkeyPage();
    const email = await passwordAccount(t);
    const env = testFlowEnv(t);
    const { offer, password } = card(env);
    const submitted = password.submit({ email, password: PASSWORD });
    await expect.poll(() => offer.$state.get().step).toBe('ask');
    // The visitor closes the browser's dialog.
    authenticator.cancelNext = true;
    await offer.create();
    expect(offer.$state.get()).toMatchObject({ step: 'ask', failure: { code: 'PASSKEY_WEBAUTHN_ERROR' }, focus: { target: 'alert' } });
    offer.skip();
    await submitted;
    expect(env.navigations).toEqual(['/']);
  });

  it('is not made without a platform authenticator, nor to a user who has a passkey', async () => {
    passkeyPage({ platform: false });
    const env = testFlowEnv(t);
    const { offer, password } = card(env);
    await password.submit({ email: await passwordAccount(t), password: PASSWORD });
    expect(offer.$state.get().step).toBeNull();
    expect(env.navigations).toEqual(['/']);

    vi.unstubAllGlobals();
    passkeyPage();
    const withPasskey = testFlowEnv(t);
    const other = card(withPasskey);
    await other.password.submit({ email: await passwordAccount(t, { passkey: true }), password: PASSWORD });
    expect(other.offer.$state.get().step).toBeNull();
    expect(withPasskey.navigations).toEqual(['/']);
  });
});
