import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../../db/open-database';
import type { Limit, RateLimits } from '../../limits/rate-limits';
import { refuseIfOver } from '../../limits/too-many-requests';
import type { SecondFactor } from '../../sign-in/sign-in-gate';
import { useRecoveryCode } from './recovery-codes';
import { totpStep } from './totp';
import { acceptTotpStep } from './totp-steps';

/** What a person typed as their second factor. */
export type FactorProof = { type: 'totp'; value: string } | { type: 'recovery_code'; value: string };

/** A user as far as the second factor goes. */
export type FactorOwner = { id: string; project_id: string; totp_secret: string | null };

/**
 * Wrong second-factor codes one user may type, across attempt codes and the enrolment routes: 10 per 5 minutes.
 * Over it, 429 with `Retry-After` before any code is checked (security.md "Passwords and codes"): a million
 * TOTP codes cannot be walked through 20 at a time with fresh attempt codes from a stolen password.
 */
export const WRONG_FACTOR_LIMIT: Limit = { limit: 10, windowMs: 5 * 60_000 };

const MESSAGE = 'Too many wrong two-factor codes. Please try again later.';

function limitKey(user: FactorOwner): string {
  return `mfa:user:${user.project_id}:${user.id}`;
}

/** Throws 429 when the user has typed too many wrong second-factor codes lately. */
export async function refuseIfTooManyWrongFactors(limits: RateLimits, user: FactorOwner): Promise<void> {
  refuseIfOver([await limits.check(limitKey(user), WRONG_FACTOR_LIMIT)], MESSAGE);
}

/** Counts one wrong second-factor code of the user. */
export async function recordWrongFactor(limits: RateLimits, user: FactorOwner): Promise<void> {
  await limits.record(limitKey(user), WRONG_FACTOR_LIMIT);
}

/**
 * Checks and uses a second factor inside `trx`: a TOTP code of the user's secret (current step ±1, and strictly
 * later than the last step accepted: no replay), or one unused recovery code. Returns the factor used, or null
 * when the proof is wrong (then nothing was used). Both uses are atomic, so of two concurrent requests with the
 * same code exactly one succeeds; rolling `trx` back gives the code back.
 *
 * @example
 * ```ts
 * const factor = await useSecondFactor(trx, user, { type: 'totp', value: body.totp });
 * if (!factor) throw new KnownError('INVALID_TOTP_CODE');
 * ```
 */
export async function useSecondFactor(trx: Db, user: FactorOwner, proof: FactorProof): Promise<SecondFactor | null> {
  if (proof.type === 'recovery_code') return (await useRecoveryCode(trx, user.project_id, user.id, proof.value)) ? 'recovery_code' : null;
  if (!user.totp_secret) return null;
  const step = totpStep(user.totp_secret, proof.value);
  if (step === null) return null;
  return (await acceptTotpStep(trx, user.project_id, user.id, step)) ? 'totp' : null;
}

/**
 * Runs `act` with the second factor proven, in one transaction: a wrong proof is counted against the user
 * (`WRONG_FACTOR_LIMIT`), `onWrong` runs (e.g. counting an attempt on the attempt code), and the answer is
 * `INVALID_TOTP_CODE`. Over the limit, 429 before anything is checked.
 */
export async function withSecondFactor<T>(
  deps: { db: Db; limits: RateLimits },
  user: FactorOwner,
  proof: FactorProof,
  act: (trx: Db, factor: SecondFactor) => Promise<T>,
  onWrong?: () => Promise<void>,
): Promise<T> {
  await refuseIfTooManyWrongFactors(deps.limits, user);
  const WRONG = Symbol('wrong');
  const result = await deps.db.transaction().execute(async (trx) => {
    const factor = await useSecondFactor(trx, user, proof);
    return factor === null ? WRONG : { value: await act(trx, factor) };
  });
  if (result !== WRONG) return result.value;
  await recordWrongFactor(deps.limits, user);
  await onWrong?.();
  throw new KnownError('INVALID_TOTP_CODE');
}

/** A typed proof of the enrolment routes' `{totp}`: six digits are a TOTP code, anything else a recovery code. */
export function proofOf(typed: string): FactorProof {
  return /^\d{6}$/.test(typed) ? { type: 'totp', value: typed } : { type: 'recovery_code', value: typed };
}
