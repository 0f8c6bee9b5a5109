import { sql } from 'kysely';
import type { Db } from '../../kernel/db/open-database';

/**
 * Accepts TOTP time step `step` for the user if it is strictly later than the last one accepted, in one atomic
 * upsert on both engines: of two concurrent requests with the same code exactly one gets `true` (RFC 6238 §5.2:
 * a code is used once). Run it in the transaction that acts on the proof, so a proof that is then not acted on
 * (rolled back) does not burn the step.
 */
export async function acceptTotpStep(db: Db, projectId: string, userId: string, step: number): Promise<boolean> {
  const accepted = await db
    .insertInto('mfa_totp_steps')
    .values({ user_id: userId, project_id: projectId, last_step: step })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_step: step }).where(sql.ref('mfa_totp_steps.last_step'), '<', step))
    .returning('user_id')
    .executeTakeFirst();
  return accepted !== undefined;
}

/** Forgets the last accepted step: a new secret's codes have nothing to do with the old one's. */
export async function forgetTotpSteps(db: Db, projectId: string, userId: string): Promise<void> {
  await db.deleteFrom('mfa_totp_steps').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
}
