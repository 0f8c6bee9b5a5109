import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../../kernel/db/open-database';
import { recordEvent } from '../../kernel/events/record-event';
import type { RateLimits } from '../../kernel/limits/rate-limits';
import type { UserRecord } from '../../kernel/users/user-record';
import { countUnusedRecoveryCodes, deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { proofOf, recordWrongFactor, refuseIfTooManyWrongFactors, withSecondFactor } from './second-factor';
import { totpStep } from './totp';
import { acceptTotpStep, forgetTotpSteps } from './totp-steps';

type Deps = { db: Db; limits: RateLimits };

/**
 * `POST /auth/mfa/totp/enable`: turns TOTP on with `secretBase64` only when `totp` is a current code of it (the
 * authenticator app really holds the secret), and answers a new set of recovery codes replacing any earlier ones.
 * The code's step counts as used: it cannot then finish a sign-in.
 *
 * @example
 * ```ts
 * const recovery_codes = await enableTotp({ db, limits }, user, body.totp_secret_base64, body.totp);
 * ```
 */
export async function enableTotp(deps: Deps, user: UserRecord, secretBase64: string, totp: string): Promise<string[]> {
  await refuseIfTooManyWrongFactors(deps.limits, user);
  const step = totpStep(secretBase64, totp);
  if (step === null) {
    await recordWrongFactor(deps.limits, user);
    throw new KnownError('INVALID_TOTP_CODE');
  }
  return deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ totp_secret: secretBase64 }).where('project_id', '=', user.project_id).where('id', '=', user.id).execute();
    await forgetTotpSteps(trx, user.project_id, user.id);
    await acceptTotpStep(trx, user.project_id, user.id, step);
    await recordEvent(trx, user.project_id, 'user.updated', { id: user.id });
    return replaceRecoveryCodes(trx, user.project_id, user.id);
  });
}

/** `POST /auth/mfa/totp/disable`: with a current code or an unused recovery code, removes the secret and the codes. */
export async function disableTotp(deps: Deps, user: UserRecord, typed: string): Promise<void> {
  if (!user.totp_secret) throw new KnownError('MULTI_FACTOR_NOT_ENABLED');
  await withSecondFactor(deps, user, proofOf(typed), async (trx) => {
    await trx.updateTable('users').set({ totp_secret: null }).where('project_id', '=', user.project_id).where('id', '=', user.id).execute();
    await clearSecondFactor(trx, user.project_id, user.id);
    await recordEvent(trx, user.project_id, 'user.updated', { id: user.id });
  });
}

/** `POST /auth/mfa/recovery-codes`: with a current code (or an unused recovery code), a new set replaces the old. */
export async function regenerateRecoveryCodes(deps: Deps, user: UserRecord, typed: string): Promise<string[]> {
  if (!user.totp_secret) throw new KnownError('MULTI_FACTOR_NOT_ENABLED');
  return withSecondFactor(deps, user, proofOf(typed), (trx) => replaceRecoveryCodes(trx, user.project_id, user.id));
}

/** `GET /auth/mfa/recovery-codes`: how many unused recovery codes the user has (0 without MFA). */
export async function recoveryCodesRemaining(db: Db, user: UserRecord): Promise<number> {
  return user.totp_secret ? countUnusedRecoveryCodes(db, user.project_id, user.id) : 0;
}

/**
 * Everything of the second factor besides `users.totp_secret`: the recovery codes and the last accepted step. For
 * whoever removes the secret (PATCH /users with null, clearing unproven credentials), in their transaction.
 */
export async function clearSecondFactor(trx: Db, projectId: string, userId: string): Promise<void> {
  await deleteRecoveryCodes(trx, projectId, userId);
  await forgetTotpSteps(trx, projectId, userId);
}
