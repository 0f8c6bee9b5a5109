import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../../kernel/db/open-database';
import type { Limit, RateLimits } from '../../kernel/limits/rate-limits';
import { refuseIfOver } from '../../kernel/limits/too-many-requests';
import type { SecondFactor } from '../../kernel/sign-in/sign-in-gate';
import { useRecoveryCode } from './recovery-codes';
import { totpStep } from './totp';
import { acceptTotpStep } from './totp-steps';

/** What a person typed as their second factor. */
export type FactorProof = { type: 'totp'; value: string } | { type: 'recovery_code'; value: string };

/** A user as far as the second factor goes. */
export type FactorOwner = { id: string; project_id: string; totp_secret: string | null };

/**
 * Wrong second-factor codes one user may type, across attempt codes and the enrolment routes: 10 per 5 minutes.
 * Over it, 429 with `Retry-After` before any code is checked (docs/security.md "Passwords and codes"): a million
 * TOTP codes cannot be walked through 20 at a time with fresh attempt codes from a stolen password.
 */
const WRONG_FACTOR_LIMIT: Limit = { limit: 10, windowMs: 5 * 60_000 };

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

/** Why a proof was refused: a wrong code, or a TOTP code of the secret whose time step was already accepted. */
type WrongFactor = 'INVALID_TOTP_CODE' | 'TOTP_CODE_ALREADY_USED';

/**
 * Checks and uses a second factor inside `trx`: a TOTP code of the user's secret (current step ±1, and strictly
 * later than the last step accepted: no replay), or one unused recovery code. Returns the factor used, or why the
 * proof was refused (then nothing was used): a code of the secret whose step is not later than the last accepted
 * one is `TOTP_CODE_ALREADY_USED` (the person typed the code just used, and waits for the next), anything else
 * `INVALID_TOTP_CODE`. Both uses are atomic, so of two concurrent requests with the same code exactly one succeeds;
 * rolling `trx` back gives the code back.
 *
 * @example
 * ```ts
 * const factor = await useSecondFactor(trx, user, { type: 'totp', value: body.totp });
 * if (typeof factor === 'object') throw new KnownError(factor.refused);
 * ```
 */
async function useSecondFactor(trx: Db, user: FactorOwner, proof: FactorProof): Promise<SecondFactor | { refused: WrongFactor }> {
  const wrong = { refused: 'INVALID_TOTP_CODE' } as const;
  if (proof.type === 'recovery_code') return (await useRecoveryCode(trx, user.project_id, user.id, proof.value)) ? 'recovery_code' : wrong;
  if (!user.totp_secret) return wrong;
  const step = totpStep(user.totp_secret, proof.value);
  if (step === null) return wrong;
  return (await acceptTotpStep(trx, user.project_id, user.id, step)) ? 'totp' : { refused: 'TOTP_CODE_ALREADY_USED' };
}

/**
 * Runs `act` with the second factor proven, in one transaction: a refused proof is counted against the user
 * (`WRONG_FACTOR_LIMIT`; a replayed code too, it is no proof), `onWrong` runs (e.g. counting an attempt on the
 * attempt code), and the answer is `INVALID_TOTP_CODE`, or `TOTP_CODE_ALREADY_USED` for a replayed TOTP code. Over
 * the limit, 429 before anything is checked.
 */
export async function withSecondFactor<T>(
  deps: { db: Db; limits: RateLimits },
  user: FactorOwner,
  proof: FactorProof,
  act: (trx: Db, factor: SecondFactor) => Promise<T>,
  onWrong?: () => Promise<void>,
): Promise<T> {
  await refuseIfTooManyWrongFactors(deps.limits, user);
  const result = await deps.db.transaction().execute(async (trx) => {
    const factor = await useSecondFactor(trx, user, proof);
    return typeof factor === 'object' ? factor : { value: await act(trx, factor) };
  });
  if ('value' in result) return result.value;
  await recordWrongFactor(deps.limits, user);
  await onWrong?.();
  throw new KnownError(result.refused);
}

/** A typed proof of the enrolment routes' `{totp}`: six digits are a TOTP code, anything else a recovery code. */
export function proofOf(typed: string): FactorProof {
  return /^\d{6}$/.test(typed) ? { type: 'totp', value: typed } : { type: 'recovery_code', value: typed };
}
