import type { Db } from '../../kernel/db/open-database';

/**
 * Deletes every passkey of a user, inside the caller's transaction: the `signInCredentialsCleared` hook, when the
 * kernel clears the credentials of an account whose address was just proven by someone else (docs/security.md
 * "Passwords and codes").
 */
export async function forgetPasskeys(trx: Db, projectId: string, userId: string): Promise<void> {
  await trx.deleteFrom('passkeys').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
}
