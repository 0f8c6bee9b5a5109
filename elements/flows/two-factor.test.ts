import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';
import { createTwoFactor, groupKey } from './two-factor';

const t = useInProcessServer();

const codeAt = (base32: string, offsetSteps: number) =>
  TOTP.generate({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + offsetSteps * 30_000 });

async function signedIn() {
  const env = testFlowEnv(t);
  const email = newEmail();
  expect((await env.app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true })).status).toBe('ok');
  return { env, email, user: await env.app.getUser({ or: 'throw' }) };
}

describe('two-factor section', () => {
  it('groups the key in fours', () => {
    expect(groupKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('turns on: a secret made here with its otpauth URI and QR code, a wrong code refused, the right one shows ten codes once', async () => {
    const { env, email, user } = await signedIn();
    const project = await env.app.getProject();
    const store = createTwoFactor(env, user, project);
    expect(store.$state.get().step).toBe('off');
    expect(await store.start()).toBe(true);
    const enrolment = store.$state.get().enrolment;
    if (!enrolment) throw new Error('no enrolment');
    expect(store.$state.get().step).toBe('enrolling');
    expect(enrolment.base32).toMatch(/^[A-Z2-7]{32}$/);
    expect(Buffer.from(enrolment.secretBase64, 'base64')).toHaveLength(20);
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${project.displayName}:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: enrolment.base32, issuer: project.displayName, algorithm: 'SHA1', digits: '6', period: '30' });
    expect(enrolment.qr.length).toBeGreaterThan(20);
    expect(enrolment.qr.every((row) => row.length === enrolment.qr.length)).toBe(true);

    expect(await store.confirm('12 34')).toBe(false);
    expect(store.$state.get().fieldError).toBe('twoFactor.codeInvalid');
    const current = codeAt(enrolment.base32, 0);
    expect(await store.confirm(current === '000000' ? '111111' : '000000')).toBe(false);
    expect(store.action.$failure.get()?.code).toBe('INVALID_TOTP_CODE');
    expect(store.$state.get().step).toBe('enrolling');

    expect(await store.confirm(codeAt(enrolment.base32, -1))).toBe(true);
    expect(store.$state.get()).toMatchObject({ step: 'codes', enrolment: null, remaining: 10, focus: { target: 'codes' } });
    expect(store.$state.get().recoveryCodes).toHaveLength(10);
    expect((await env.app.getUser({ or: 'throw' })).requiresTotpMfa).toBe(true);
    store.saved();
    expect(store.$state.get()).toMatchObject({ step: 'on', recoveryCodes: null });
  });

  it('when on: counts the codes left, renews them with a code, turns off with a recovery code', async () => {
    const { env, user } = await signedIn();
    const setup = createTwoFactor(env, user, await env.app.getProject());
    await setup.start();
    const base32 = setup.$state.get().enrolment?.base32 ?? '';
    await setup.confirm(codeAt(base32, -1));
    const first = setup.$state.get().recoveryCodes ?? [];

    // The section as it loads later, for a user with two-factor on.
    const store = createTwoFactor(env, await env.app.getUser({ or: 'throw' }), await env.app.getProject());
    expect(store.$state.get().step).toBe('on');
    expect(await store.load()).toBe(true);
    expect(store.$state.get().remaining).toBe(10);

    store.ask('renew');
    expect(await store.prove('nope')).toBe(false);
    expect(store.$state.get().fieldError).toBe('twoFactor.proofInvalid');
    expect(await store.prove(codeAt(base32, 0))).toBe(true);
    const renewed = store.$state.get().recoveryCodes ?? [];
    expect(renewed).toHaveLength(10);
    expect(renewed).not.toContain(first[0]);
    store.saved();

    store.ask('off');
    expect(await store.prove(first[0] ?? '')).toBe(false);
    expect(store.action.$failure.get()?.code).toBe('INVALID_TOTP_CODE');
    expect(await store.prove(renewed[0] ?? '')).toBe(true);
    expect(store.$state.get()).toMatchObject({ step: 'off', proving: null });
    expect((await env.app.getUser({ or: 'throw' })).requiresTotpMfa).toBe(false);
  });
});
