import { afterEach, describe, expect, it, vi } from 'vitest';
import { KnownError, type KnownErrorCode } from '../../../protocol/known-error';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import { signInOtp } from './sign-in-otp';
import { VerificationCodes } from './verification-codes';

/** The known error a promise rejects with, as `{code, status}`. */
async function rejection(promise: Promise<unknown>): Promise<{ code: KnownErrorCode; status: number }> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof KnownError)) throw new Error(`expected a known error, got ${String(error)}`);
  return { code: error.code, status: error.status };
}

const NOT_FOUND = { code: 'VERIFICATION_CODE_NOT_FOUND', status: 404 };
const EXPIRED = { code: 'VERIFICATION_CODE_EXPIRED', status: 400 };
const ALREADY_USED = { code: 'VERIFICATION_CODE_ALREADY_USED', status: 409 };
const MAX_ATTEMPTS = { code: 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', status: 400 };

describe.each(testDialects)('verification codes on %s', (dialect) => {
  const t = useTestServer(dialect);
  const codes = () => new VerificationCodes(t.deps.db);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives back its data once, then answers that it was used', async () => {
    const { code } = await codes().create(t.demo.id, 'password-reset', { user_id: 'u1', email: 'ada@example.com' });
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect(await codes().consume(t.demo.id, 'password-reset', code)).toEqual({ user_id: 'u1', email: 'ada@example.com' });
    expect(await rejection(codes().consume(t.demo.id, 'password-reset', code))).toEqual(ALREADY_USED);
  });

  it('is stored only as a hash', async () => {
    const { id, code } = await codes().create(t.demo.id, 'contact-channel-verification', { email: 'ada@example.com' });
    const row = await t.deps.db.selectFrom('verification_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code.slice(6));
  });

  it('checks and shows details without using the code', async () => {
    const { code } = await codes().create(t.demo.id, 'team-invitation', { team_id: 't1' });
    await codes().check(t.demo.id, 'team-invitation', code);
    expect(await codes().details(t.demo.id, 'team-invitation', code)).toEqual({ team_id: 't1' });
    await codes().check(t.demo.id, 'team-invitation', code);
    expect(await codes().consume(t.demo.id, 'team-invitation', code)).toEqual({ team_id: 't1' });
    expect(await rejection(codes().check(t.demo.id, 'team-invitation', code))).toEqual(ALREADY_USED);
    expect(await rejection(codes().details(t.demo.id, 'team-invitation', code))).toEqual(ALREADY_USED);
  });

  it('is not found in another project, under another purpose, or when made up', async () => {
    const { code } = await codes().create(t.demo.id, 'password-reset', { user_id: 'u1' });
    expect(await rejection(codes().consume(t.internal.id, 'password-reset', code))).toEqual(NOT_FOUND);
    expect(await rejection(codes().consume(t.demo.id, 'contact-channel-verification', code))).toEqual(NOT_FOUND);
    expect(await rejection(codes().check(t.demo.id, 'magic-link', code))).toEqual(NOT_FOUND);
    expect(await rejection(codes().consume(t.demo.id, 'password-reset', 'x'.repeat(45)))).toEqual(NOT_FOUND);
    expect(await rejection(codes().consume(t.demo.id, 'password-reset', ''))).toEqual(NOT_FOUND);
    // None of those used it up.
    expect(await codes().consume(t.demo.id, 'password-reset', code)).toEqual({ user_id: 'u1' });
  });

  it('expires after its purpose’s lifetime (an MFA attempt lives 5 minutes) or the one it was given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const mfa = await codes().create(t.demo.id, 'mfa-attempt', { user_id: 'u1' });
    const link = await codes().create(t.demo.id, 'magic-link', { email: 'ada@example.com' });
    const cli = await codes().create(t.demo.id, 'cli-login', {}, 24 * 60 * 60_000);
    vi.setSystemTime(new Date('2026-11-23T10:04:59Z'));
    await codes().check(t.demo.id, 'mfa-attempt', mfa.code);
    vi.setSystemTime(new Date('2026-11-23T10:05:00Z'));
    expect(await rejection(codes().consume(t.demo.id, 'mfa-attempt', mfa.code))).toEqual(EXPIRED);
    // E-mailed sign-in codes live 7 days (docs/wire.md §6).
    vi.setSystemTime(new Date('2026-11-30T09:59:59Z'));
    await codes().check(t.demo.id, 'magic-link', link.code);
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    expect(await rejection(codes().consume(t.demo.id, 'magic-link', link.code))).toEqual(EXPIRED);
    vi.setSystemTime(new Date('2026-11-24T09:59:59Z'));
    expect(await codes().consume(t.demo.id, 'cli-login', cli.code)).toEqual({});
  });

  it('reports the first failing check in the reference’s order: expired before used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const { code } = await codes().create(t.demo.id, 'mfa-attempt', { user_id: 'u1' });
    await codes().consume(t.demo.id, 'mfa-attempt', code);
    vi.setSystemTime(new Date('2026-11-23T11:00:00Z'));
    expect(await rejection(codes().consume(t.demo.id, 'mfa-attempt', code))).toEqual(EXPIRED);
  });

  it('takes the typed OTP in any case, and dies after 20 wrong OTPs for its nonce', async () => {
    const first = await codes().create(t.demo.id, 'magic-link', { email: 'ada@example.com' });
    const { otp, nonce } = signInOtp(first.code);
    expect(otp).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(nonce).toHaveLength(39);
    expect(await codes().consume(t.demo.id, 'magic-link', otp + nonce)).toEqual({ email: 'ada@example.com' });

    const second = await codes().create(t.demo.id, 'magic-link', { email: 'bob@example.com' });
    const parts = signInOtp(second.code);
    const wrongOtp = (i: number) => `${i.toString().padStart(6, 'w')}${parts.nonce}`;
    for (let i = 0; i < 19; i++) {
      expect(await rejection(codes().consume(t.demo.id, 'magic-link', wrongOtp(i)))).toEqual(NOT_FOUND);
    }
    await codes().check(t.demo.id, 'magic-link', second.code);
    // Guessing through /check-code counts too: it would otherwise be a free oracle.
    expect(await rejection(codes().check(t.demo.id, 'magic-link', wrongOtp(19)))).toEqual(NOT_FOUND);
    expect(await rejection(codes().consume(t.demo.id, 'magic-link', second.code))).toEqual(MAX_ATTEMPTS);
  });

  it('counts attempts on the code itself (a wrong second factor): at 20 it is dead; other codes are untouched', async () => {
    const { code } = await codes().create(t.demo.id, 'mfa-attempt', { user_id: 'u1', method: 'password' });
    const { code: other } = await codes().create(t.demo.id, 'mfa-attempt', { user_id: 'u1', method: 'password' });
    for (let i = 0; i < 19; i++) await codes().countAttempt(t.demo.id, 'mfa-attempt', code);
    expect(await codes().details(t.demo.id, 'mfa-attempt', code)).toEqual({ user_id: 'u1', method: 'password' });
    await codes().countAttempt(t.demo.id, 'mfa-attempt', code.toUpperCase());
    expect(await rejection(codes().consume(t.demo.id, 'mfa-attempt', code))).toEqual(MAX_ATTEMPTS);
    expect(await codes().consume(t.demo.id, 'mfa-attempt', other)).toEqual({ user_id: 'u1', method: 'password' });
  });

  it('counts wrong OTPs only within the project and purpose', async () => {
    const { code } = await codes().create(t.demo.id, 'magic-link', { email: 'ada@example.com' });
    const { nonce } = signInOtp(code);
    for (let i = 0; i < 25; i++) {
      await rejection(codes().consume(t.internal.id, 'magic-link', `wwwww${i % 10}${nonce}`));
      await rejection(codes().consume(t.demo.id, 'password-reset', `wwwww${i % 10}${nonce}`));
    }
    expect(await codes().consume(t.demo.id, 'magic-link', code)).toEqual({ email: 'ada@example.com' });
  });

  it('reports a used code as used before its attempts', async () => {
    const { code } = await codes().create(t.demo.id, 'magic-link', { email: 'ada@example.com' });
    await codes().consume(t.demo.id, 'magic-link', code);
    const { nonce } = signInOtp(code);
    for (let i = 0; i < 20; i++) await rejection(codes().check(t.demo.id, 'magic-link', `wwwww${i % 10}${nonce}`));
    expect(await rejection(codes().check(t.demo.id, 'magic-link', code))).toEqual(ALREADY_USED);
  });

  it('lets exactly one of many concurrent uses win', async () => {
    const { code } = await codes().create(t.demo.id, 'password-reset', { user_id: 'u1' });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => new VerificationCodes(t.deps.db).consume(t.demo.id, 'password-reset', code)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toEqual([{ status: 'fulfilled', value: { user_id: 'u1' } }]);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject(ALREADY_USED);
    }
  });
});
