import { newId, randomToken, sha256Hex } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';

/** How many recovery codes a user gets at enrolment and on renewal. */
const RECOVERY_CODE_COUNT = 10;

/**
 * A typed recovery code in its stored form: lowercase, no dash, and Crockford's look-alikes read as what they
 * look like (i and l as 1, o as 0), so whatever the person copied down is accepted.
 */
export function normalizeRecoveryCode(typed: string): string {
  return typed.replace(/-/g, '').toLowerCase().replace(/[il]/g, '1').replace(/o/g, '0');
}

/**
 * Replaces the user's recovery codes with a new set of 10 (50 bits each, Crockford base32 shown `xxxxx-xxxxx`),
 * stored as SHA-256 only; returns them to be shown once. Run in the transaction of the change that asks for them.
 *
 * @example
 * ```ts
 * const codes = await replaceRecoveryCodes(trx, project.id, user.id); // ['7h3kq-p0m2z', …]
 * ```
 */
export async function replaceRecoveryCodes(db: Db, projectId: string, userId: string): Promise<string[]> {
  await deleteRecoveryCodes(db, projectId, userId);
  const now = Date.now();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomToken(10));
  await db
    .insertInto('mfa_recovery_codes')
    .values(codes.map((code) => ({ id: newId(), project_id: projectId, user_id: userId, code_hash: sha256Hex(code), created_at: now, used_at: null })))
    .execute();
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Uses one unused recovery code of the user; atomic, so of two concurrent uses exactly one gets `true`. */
export async function useRecoveryCode(db: Db, projectId: string, userId: string, typed: string): Promise<boolean> {
  const used = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: Date.now() })
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('code_hash', '=', sha256Hex(normalizeRecoveryCode(typed)))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** How many recovery codes the user has not used. */
export async function countUnusedRecoveryCodes(db: Db, projectId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteRecoveryCodes(db: Db, projectId: string, userId: string): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
}
