import { KnownError } from '../../../protocol/known-error';
import type { mfaSignInBody } from '../../../protocol/mfa/schemas';
import type { z } from 'zod';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { RateLimits } from '../../kernel/limits/rate-limits';
import { passSignInGate, type GateDeps, type GateResult, type MfaAttemptData, type SignInClient } from '../../kernel/sign-in/sign-in-gate';
import type { Project } from '../../kernel/projects/projects';
import { methodFromRecord } from '../../kernel/sign-in/recorded-method';
import { loadUser } from '../../kernel/users/user-record';
import { withSecondFactor, type FactorProof } from './second-factor';

type MfaSignInBody = z.output<typeof mfaSignInBody>;

/**
 * `POST /auth/mfa/sign-in` (docs/wire.md §4 "MFA"): finishes a sign-in that stopped at the gate with
 * `MULTI_FACTOR_AUTHENTICATION_REQUIRED`. The attempt code must be usable (its errors in docs/wire.md §6 order); then,
 * in one transaction, the second factor (a TOTP code, not replayed, or an unused recovery code) is used and so is
 * the attempt code, and the gate makes the session with the first factor's method. A wrong factor answers
 * `INVALID_TOTP_CODE` (a code already used: `TOTP_CODE_ALREADY_USED`), counts an attempt on the attempt code (20
 * kill it) and one against the user's limit.
 *
 * @example
 * ```ts
 * return c.json(await signInWithSecondFactor({ ...deps, limits }, auth.project, body, { ip }));
 * ```
 */
export async function signInWithSecondFactor(deps: GateDeps & { limits: RateLimits }, project: Project, body: MfaSignInBody, client: SignInClient): Promise<GateResult> {
  const codes = new VerificationCodes(deps.db);
  const attempt = await codes.details<Partial<MfaAttemptData>>(project.id, 'mfa-attempt', body.code);
  const user = attempt.user_id === undefined ? undefined : await loadUser(deps.db, project.id, attempt.user_id);
  // The user was deleted since the first factor: the attempt leads nowhere.
  if (!user) throw new KnownError('VERIFICATION_CODE_NOT_FOUND');
  const proof: FactorProof = body.type === 'totp' ? { type: 'totp', value: body.totp } : { type: 'recovery_code', value: body.recovery_code };
  const secondFactor = await withSecondFactor(
    deps,
    user,
    proof,
    async (trx, factor) => {
      await new VerificationCodes(trx).consume(project.id, 'mfa-attempt', body.code);
      return factor;
    },
    () => codes.countAttempt(project.id, 'mfa-attempt', body.code),
  );
  return passSignInGate(deps, project, { kind: 'existing', method: methodFromRecord(attempt.method ?? 'password'), user, secondFactor }, client);
}
