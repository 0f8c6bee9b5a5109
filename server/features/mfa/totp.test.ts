import { describe, expect, it } from 'vitest';
import { normalizeRecoveryCode } from './recovery-codes';
import { currentStep, totpCodeAt, totpStep } from './totp';

/** RFC 6238 Appendix B's SHA-1 secret. */
const SECRET = Buffer.from('12345678901234567890').toString('base64');

describe('TOTP codes', () => {
  it('are RFC 6238’s SHA-1 codes cut to 6 digits (Appendix B test vectors)', () => {
    expect(totpCodeAt(SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('are accepted one 30 s step either side of now, answering the step they belong to', () => {
    const now = 1_234_567_890_000;
    const step = currentStep(now);
    expect(step).toBe(Math.floor(now / 30_000));
    expect(totpStep(SECRET, totpCodeAt(SECRET, now), now)).toBe(step);
    expect(totpStep(SECRET, totpCodeAt(SECRET, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(SECRET, totpCodeAt(SECRET, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(SECRET, totpCodeAt(SECRET, now - 60_000), now)).toBeNull();
    expect(totpStep(SECRET, totpCodeAt(SECRET, now + 60_000), now)).toBeNull();
  });

  it('of another secret are refused', () => {
    const other = Buffer.from('abcdefghijabcdefghij').toString('base64');
    expect(totpStep(SECRET, totpCodeAt(other, 59_000), 59_000)).toBeNull();
  });
});

describe('recovery codes as typed', () => {
  it('are read without the dash, in lower case, with Crockford’s look-alikes', () => {
    expect(normalizeRecoveryCode('7H3KQ-P0M2Z')).toBe('7h3kqp0m2z');
    expect(normalizeRecoveryCode('7h3kqp0m2z')).toBe('7h3kqp0m2z');
    expect(normalizeRecoveryCode('1l1iO-o0000')).toBe('1111000000');
  });
});
