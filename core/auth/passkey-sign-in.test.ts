import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSKEY_RP_ID_PLACEHOLDER } from '../../protocol/constants';
import { KnownError } from '../../protocol/known-error';
import type { ClientApp } from '../client-app';
import { installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';
import { installSoftAuthenticator, type SoftAuthenticator } from '../test-support/soft-authenticator';
import { passkeyFailure } from './passkey-failure';
import { withRpId } from './passkey-rp-id';

const t = useInProcessServer();
const PASSWORD = 'correct horse battery';
let counter = 0;

beforeAll(async () => {
  // The demo project trusts localhost (the default); passkeys are off until switched on.
  await t.adminApp().updateProject({ config: { passkey_enabled: true } });
});
afterEach(() => vi.unstubAllGlobals());

/** A page at http://localhost:3000 with a platform authenticator, as Chromium's virtual one is in the journeys. */
function browserWithAuthenticator(options: { autofill?: boolean } = {}): SoftAuthenticator {
  const { jar } = installFakeBrowser('http://localhost:3000/handler/sign-in');
  // @simplewebauthn/browser looks for `webauthn` inputs in the document when it starts an autofill request.
  Object.assign(jar, { querySelectorAll: () => [] });
  return installSoftAuthenticator(options);
}

/** A signed-up user (a fresh app of this page), with a passkey made on this page. */
async function userWithPasskey(): Promise<{ app: ClientApp; email: string }> {
  const app = t.clientApp();
  const email = `passkey-${++counter}-${Date.now()}@example.com`;
  expect((await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true })).status).toBe('ok');
  const user = (await app.getUser()) ?? expect.unreachable('signed up');
  expect(await user.registerPasskey()).toEqual({ status: 'ok', data: undefined });
  return { app, email };
}

describe('the RP id placeholder (docs/product.md §5: the client replaces it with the current hostname)', () => {
  it('is replaced in creation options (rp.id) and request options (rpId), without changing the server answer', () => {
    const creation = { challenge: 'c', rp: { id: PASSKEY_RP_ID_PLACEHOLDER, name: 'Acme' } };
    expect(withRpId(creation, 'rp', 'app.example.com')).toEqual({ challenge: 'c', rp: { id: 'app.example.com', name: 'Acme' } });
    expect(creation.rp.id).toBe(PASSKEY_RP_ID_PLACEHOLDER);
    const request = { challenge: 'c', rpId: PASSKEY_RP_ID_PLACEHOLDER };
    expect(withRpId(request, 'rpId', 'localhost')).toEqual({ challenge: 'c', rpId: 'localhost' });
  });

  it('must be the placeholder: any other RP id from the server is refused, as the official client asserts', () => {
    expect(() => withRpId({ rp: { id: 'evil.example', name: 'x' } }, 'rp', 'app.example.com')).toThrow(/not the placeholder/);
    expect(() => withRpId({ rpId: undefined }, 'rpId', 'app.example.com')).toThrow(/not the placeholder/);
    expect(() => withRpId({ rpId: PASSKEY_RP_ID_PLACEHOLDER }, 'rpId', '')).toThrow(TypeError);
  });
});

describe('WebAuthn failures (docs/product.md §8 "Passkeys", "WebAuthn codes")', () => {
  it('an error the library identified is PASSKEY_WEBAUTHN_ERROR with its message and code', () => {
    const identified = Object.assign(new Error('Authentication ceremony was sent an abort signal'), { code: 'ERROR_CEREMONY_ABORTED' });
    const error = passkeyFailure(identified, 'PASSKEY_AUTHENTICATION_FAILED');
    expect(error).toBeInstanceOf(KnownError);
    expect(error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(error.details).toEqual({ message: 'Authentication ceremony was sent an abort signal', code: 'ERROR_CEREMONY_ABORTED' });
  });

  it('a browser error the library passed on unidentified keeps its DOMException name as the code', () => {
    const error = passkeyFailure(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'), 'PASSKEY_REGISTRATION_FAILED');
    expect(error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(error.details).toEqual({ message: 'The operation either timed out or was not allowed.', code: 'NotAllowedError' });
    expect(passkeyFailure(new DOMException('x', 'SyntaxError'), 'PASSKEY_REGISTRATION_FAILED').code).toBe('PASSKEY_REGISTRATION_FAILED');
  });

  it('anything else is the action’s own failure code; a catalogue error stays itself', () => {
    expect(passkeyFailure(new Error('WebAuthn is not supported in this browser'), 'PASSKEY_REGISTRATION_FAILED').code).toBe('PASSKEY_REGISTRATION_FAILED');
    expect(passkeyFailure('odd', 'PASSKEY_AUTHENTICATION_FAILED').code).toBe('PASSKEY_AUTHENTICATION_FAILED');
    const known = new KnownError('VERIFICATION_CODE_EXPIRED');
    expect(passkeyFailure(known, 'PASSKEY_AUTHENTICATION_FAILED')).toBe(known);
  });
});

describe('passkeys through the real server and @simplewebauthn/browser', () => {
  it('registerPasskey makes one for the page’s hostname; the user lists, renames and removes it', async () => {
    const authenticator = browserWithAuthenticator();
    const { app } = await userWithPasskey();
    expect(authenticator.credentials.map((c) => c.rpId)).toEqual(['localhost']);
    const user = (await app.getUser()) ?? expect.unreachable('signed in');
    expect(user.passkeyAuthEnabled).toBe(true);
    const [passkey, ...others] = await user.listPasskeys();
    expect(others).toEqual([]);
    expect(passkey?.lastUsedAt).toBeNull();
    expect(passkey?.createdAt).toBeInstanceOf(Date);
    const renamed = await user.renamePasskey(passkey?.id ?? '', '  Work laptop ');
    expect(renamed.name).toBe('Work laptop');
    expect((await user.listPasskeys()).map((p) => p.name)).toEqual(['Work laptop']);
    await expect(user.renamePasskey(passkey?.id ?? '', '')).rejects.toMatchObject({ code: 'SCHEMA_ERROR' });
    await user.deletePasskey(passkey?.id ?? '');
    expect(await user.listPasskeys()).toEqual([]);
    expect((await app.getUser())?.passkeyAuthEnabled).toBe(false);
    await expect(user.deletePasskey(passkey?.id ?? '')).rejects.toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
    await expect(user.renamePasskey('', 'x')).rejects.toBeInstanceOf(TypeError);
  });

  it('a second registration on the same authenticator is refused by the browser (excludeCredentials)', async () => {
    browserWithAuthenticator();
    const { app } = await userWithPasskey();
    const result = await ((await app.getUser()) ?? expect.unreachable('signed in')).registerPasskey();
    expect(result.status === 'error' && result.error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(result.status === 'error' && result.error.details).toMatchObject({ code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' });
  });

  it('signInWithPasskey signs a signed-out page in with the passkey and records its use', async () => {
    const authenticator = browserWithAuthenticator();
    const { email } = await userWithPasskey();
    const page = t.clientApp();
    expect(await page.signInWithPasskey({ noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    const user = (await page.getUser()) ?? expect.unreachable('signed in');
    expect(user.primaryEmail).toBe(email);
    expect((await user.listPasskeys())[0]?.lastUsedAt).toBeInstanceOf(Date);
    expect(authenticator.credentials[0]?.counter).toBe(1);
  });

  it('a cancelled dialog is PASSKEY_WEBAUTHN_ERROR, and nobody is signed in', async () => {
    const authenticator = browserWithAuthenticator();
    await userWithPasskey();
    authenticator.cancelNext = true;
    const page = t.clientApp();
    const result = await page.signInWithPasskey({ noRedirect: true });
    expect(result.status === 'error' && result.error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(result.status === 'error' && result.error.details).toMatchObject({ code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' });
    expect(await page.getUser()).toBeNull();
  });

  it('without a passkey of this site, the browser has none to offer: no sign-in', async () => {
    const authenticator = browserWithAuthenticator();
    await userWithPasskey();
    // Moved to another host: the passkey made for localhost is not one of this RP.
    installFakeBrowser('http://127.0.0.1:3000/handler/sign-in');
    const result = await t.clientApp().signInWithPasskey({ noRedirect: true });
    expect(result.status === 'error' && result.error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(authenticator.calls.get).toBe(1);
  });
});

describe('passkey autofill (conditional mediation)', () => {
  it('stays open until the visitor picks a passkey, then signs in', async () => {
    const authenticator = browserWithAuthenticator();
    const { email } = await userWithPasskey();
    const page = t.clientApp();
    let picked = false;
    const request = page.signInWithPasskey({ noRedirect: true, autofill: { onPicked: () => (picked = true) } });
    await expect.poll(() => authenticator.autofillOpen).toBe(true);
    expect(picked).toBe(false);
    expect(await page.getUser()).toBeNull();
    authenticator.pick();
    expect(await request).toEqual({ status: 'ok', data: 'signed-in' });
    expect(picked).toBe(true);
    expect((await page.getUser())?.primaryEmail).toBe(email);
  });

  it('is cancelled by its signal (leaving the page): the browser request is aborted, nobody signed in', async () => {
    const authenticator = browserWithAuthenticator();
    await userWithPasskey();
    const page = t.clientApp();
    const controller = new AbortController();
    const request = page.signInWithPasskey({ noRedirect: true, autofill: { signal: controller.signal } });
    await expect.poll(() => authenticator.autofillOpen).toBe(true);
    controller.abort();
    expect(await request).toEqual({ status: 'ok', data: 'aborted' });
    expect(authenticator.autofillOpen).toBe(false);
    expect(await page.getUser()).toBeNull();
  });

  it('gives way to the passkey button: the library aborts it, and the button’s request signs in', async () => {
    const authenticator = browserWithAuthenticator();
    await userWithPasskey();
    const page = t.clientApp();
    const controller = new AbortController();
    const autofill = page.signInWithPasskey({ noRedirect: true, autofill: { signal: controller.signal } });
    await expect.poll(() => authenticator.autofillOpen).toBe(true);
    const button = page.signInWithPasskey({ noRedirect: true });
    expect(await autofill).toEqual({ status: 'ok', data: 'aborted' });
    // Aborting the old request now must not cancel the button's.
    controller.abort();
    expect(await button).toEqual({ status: 'ok', data: undefined });
  });

  it('is renewed with a fresh challenge before its code expires, and still signs in', async () => {
    const authenticator = browserWithAuthenticator();
    await userWithPasskey();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const page = t.clientApp();
      const request = page.signInWithPasskey({ noRedirect: true, autofill: {} });
      await vi.waitFor(() => expect(authenticator.autofillOpen).toBe(true));
      await vi.advanceTimersByTimeAsync(50_000);
      await vi.waitFor(() => expect(authenticator.calls.conditional).toBe(2));
      await vi.waitFor(() => expect(authenticator.autofillOpen).toBe(true));
      authenticator.pick();
      expect(await request).toEqual({ status: 'ok', data: 'signed-in' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers unavailable where the browser has no passkey autofill, without asking the server', async () => {
    browserWithAuthenticator({ autofill: false });
    const before = t.requests.length;
    expect(await t.clientApp().signInWithPasskey({ autofill: {} })).toEqual({ status: 'ok', data: 'unavailable' });
    expect(t.requests.length).toBe(before);
  });
});
