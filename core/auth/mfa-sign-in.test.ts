import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';
import { MFA_ATTEMPT_CODE_KEY } from './multi-factor-stop';

afterEach(() => {
  vi.unstubAllGlobals();
});

const t = useInProcessServer();
const password = 'correct horse battery';
let counter = 0;

/** A new secret as the settings section makes it: 20 random bytes, sent as base64. */
function newSecret(): { base64: string; codeAt(offsetSteps: number): string } {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const secret = new Secret({ buffer: bytes.buffer });
  return {
    base64: Buffer.from(bytes).toString('base64'),
    codeAt: (offsetSteps) => TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + offsetSteps * 30_000 }),
  };
}

/** A password account with TOTP turned on (with the previous step's code, so the current and next ones stay usable). */
async function enrolled() {
  const email = `mfa-core-${++counter}-${Date.now()}@example.com`;
  const app = t.clientApp();
  expect((await app.signUpWithCredential({ email, password, noVerificationCallback: true })).status).toBe('ok');
  const user = await app.getUser({ or: 'throw' });
  const secret = newSecret();
  const wrong = await user.enableTotp(secret.base64, secret.codeAt(0) === '000000' ? '111111' : '000000');
  expect(wrong.status === 'error' && wrong.error.code).toBe('INVALID_TOTP_CODE');
  expect((await app.getUser({ or: 'throw' })).requiresTotpMfa).toBe(false);
  const enabled = await user.enableTotp(secret.base64, secret.codeAt(-1));
  if (enabled.status !== 'ok') throw new Error(`enableTotp refused: ${enabled.error.code}`);
  return { app, email, secret, recoveryCodes: enabled.data.recoveryCodes };
}

/** Signs in with the password in a fresh tab: it stops at the second factor, the attempt code in session storage. */
async function stopped(email: string) {
  const { sessionStorage } = installFakeBrowser('http://localhost:3000/handler/sign-in');
  const app = t.clientApp();
  const first = await app.signInWithCredential({ email, password, noRedirect: true });
  expect(first.status === 'error' && first.error.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
  const attemptCode = sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY) ?? '';
  expect(attemptCode).not.toBe('');
  return { app, attemptCode, sessionStorage };
}

describe('two-factor sign-in and settings through core (docs/wire.md §4 "MFA")', () => {
  it('turns TOTP on with a current code: ten recovery codes, the user requires TOTP, all ten unused', async () => {
    const { app, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const user = await app.getUser({ or: 'throw' });
    expect(user.requiresTotpMfa).toBe(true);
    expect(await user.recoveryCodesRemaining()).toBe(10);
  });

  it('signInWithMfa: a wrong code is INVALID_TOTP_CODE and keeps the attempt; the right one signs in and drops it', async () => {
    const { email, secret } = await enrolled();
    const { app, attemptCode, sessionStorage } = await stopped(email);
    const current = secret.codeAt(0);
    const wrong = await app.signInWithMfa(current === '123456' ? '654321' : '123456', attemptCode, { noRedirect: true });
    expect(wrong.status === 'error' && wrong.error.code).toBe('INVALID_TOTP_CODE');
    expect(sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY)).toBe(attemptCode);
    expect(await app.getUser()).toBeNull();

    expect(await app.signInWithMfa(current, attemptCode, { noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect(sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY)).toBeNull();
    expect((await app.getUser())?.primaryEmail).toBe(email);

    // The same code again, on a new sign-in within its window: refused as already used (replay).
    const again = await stopped(email);
    const replay = await again.app.signInWithMfa(current, again.attemptCode, { noRedirect: true });
    expect(replay.status === 'error' && replay.error.code).toBe('TOTP_CODE_ALREADY_USED');
    // A used attempt code is over.
    const used = await app.signInWithMfa(secret.codeAt(1), attemptCode, { noRedirect: true });
    expect(used.status === 'error' && used.error.code).toMatch(/^VERIFICATION_CODE_/);
  });

  it('signInWithRecoveryCode: works once (any case, with or without the dash), then INVALID_TOTP_CODE', async () => {
    const { email, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0] ?? '';
    const first = await stopped(email);
    expect(await first.app.signInWithRecoveryCode(code.replace('-', '').toUpperCase(), first.attemptCode, { noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    const user = await first.app.getUser({ or: 'throw' });
    expect(await user.recoveryCodesRemaining()).toBe(9);
    const second = await stopped(email);
    const reused = await second.app.signInWithRecoveryCode(code, second.attemptCode, { noRedirect: true });
    expect(reused.status === 'error' && reused.error.code).toBe('INVALID_TOTP_CODE');
  });

  it('goes to after-sign-in without noRedirect', async () => {
    const { email, secret } = await enrolled();
    installFakeBrowser('http://localhost:3000/handler/mfa');
    const navigations: string[] = [];
    const app = t.clientApp({ redirectMethod: { navigate: (url) => void navigations.push(url) }, urls: { afterSignIn: '/dashboard' } });
    const first = await app.signInWithCredential({ email, password });
    expect(first.status === 'error' && first.error.code).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(navigations).toEqual(['/handler/mfa']);
    const attemptCode = globalThis.sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY) ?? '';
    expect((await app.signInWithMfa(secret.codeAt(0), attemptCode)).status).toBe('ok');
    expect(navigations).toEqual(['/handler/mfa', '/dashboard']);
  });

  it('renews the recovery codes and turns TOTP off with a recovery code; off twice is MULTI_FACTOR_NOT_ENABLED', async () => {
    const { app, secret, recoveryCodes } = await enrolled();
    const user = await app.getUser({ or: 'throw' });
    const wrong = await user.regenerateRecoveryCodes('000000' === secret.codeAt(0) ? '111111' : '000000');
    expect(wrong.status === 'error' && wrong.error.code).toBe('INVALID_TOTP_CODE');
    const renewed = await user.regenerateRecoveryCodes(secret.codeAt(0));
    if (renewed.status !== 'ok') throw new Error(renewed.error.code);
    expect(renewed.data.recoveryCodes).toHaveLength(10);
    expect(renewed.data.recoveryCodes).not.toContain(recoveryCodes[0]);
    // An old code no longer proves anything.
    const old = await user.disableTotp(recoveryCodes[1] ?? '');
    expect(old.status === 'error' && old.error.code).toBe('INVALID_TOTP_CODE');
    expect(await user.disableTotp(renewed.data.recoveryCodes[0] ?? '')).toEqual({ status: 'ok', data: undefined });
    const now = await app.getUser({ or: 'throw' });
    expect(now.requiresTotpMfa).toBe(false);
    const twice = await now.disableTotp(renewed.data.recoveryCodes[1] ?? '');
    expect(twice.status === 'error' && twice.error.code).toBe('MULTI_FACTOR_NOT_ENABLED');
  });

  it('refuses a missing attempt code and non-strings as a caller’s mistake (TypeError), and needs a token store', async () => {
    const app = t.clientApp();
    await expect(app.signInWithMfa('123456', '')).rejects.toThrow(TypeError);
    await expect(app.signInWithRecoveryCode(42 as unknown as string, 'code')).rejects.toThrow(TypeError);
    await expect(t.clientApp({ tokenStore: null }).signInWithMfa('123456', 'code')).rejects.toThrow(TypeError);
  });
});

describe('the two-factor methods of a server user', () => {
  it('work for the server app’s own user (its session), and are a caller’s mistake for any other user', async () => {
    const email = `mfa-server-${Date.now()}@example.com`;
    const server = t.serverApp();
    expect((await server.signUpWithCredential({ email, password, noVerificationCallback: true })).status).toBe('ok');
    const own = await server.getUser({ or: 'throw' });
    const secret = newSecret();
    const enabled = await own.enableTotp(secret.base64, secret.codeAt(-1));
    expect(enabled.status === 'ok' && enabled.data.recoveryCodes).toHaveLength(10);
    expect(await own.recoveryCodesRemaining()).toBe(10);

    const other = await t.serverApp({ tokenStore: null }).getUser(own.id);
    if (!other) throw new Error('the user is not found');
    await expect(other.recoveryCodesRemaining()).rejects.toThrow(TypeError);
    await expect(other.disableTotp('123456')).rejects.toThrow(TypeError);
  });
});
