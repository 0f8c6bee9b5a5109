import { Secret, TOTP } from 'otpauth';

/** Stack's TOTP (docs/wire.md §4 "MFA"): RFC 6238 with HMAC-SHA1, 6 digits, 30 s steps. */
const PERIOD_S = 30;
const SETTINGS = { algorithm: 'SHA1', digits: 6, period: PERIOD_S } as const;

/** A code of the step before or after the current one is still accepted: clocks drift and people type slowly. */
const WINDOW = 1;

function secretOf(secretBase64: string): Secret {
  return new Secret({ buffer: new Uint8Array(Buffer.from(secretBase64, 'base64')).buffer });
}

/** The time step `now` falls in. */
export function currentStep(now = Date.now()): number {
  return TOTP.counter({ period: PERIOD_S, timestamp: now });
}

/**
 * The time step whose code `token` is, when it is the code of the current step or one step either side; null
 * otherwise. Says nothing about replay: the caller accepts the step once (totp-steps.ts).
 *
 * @example
 * ```ts
 * const step = totpStep(user.totp_secret, body.totp);
 * if (step === null) throw new KnownError('INVALID_TOTP_CODE');
 * if (!(await acceptTotpStep(db, projectId, userId, step))) throw new KnownError('TOTP_CODE_ALREADY_USED');
 * ```
 */
export function totpStep(secretBase64: string, token: string, now = Date.now()): number | null {
  const delta = TOTP.validate({ ...SETTINGS, token, secret: secretOf(secretBase64), timestamp: now, window: WINDOW });
  return delta === null ? null : currentStep(now) + delta;
}

/** The code an authenticator app shows for `secretBase64` at `timestamp` (tests and tools). */
export function totpCodeAt(secretBase64: string, timestamp = Date.now()): string {
  return TOTP.generate({ ...SETTINGS, secret: secretOf(secretBase64), timestamp });
}
