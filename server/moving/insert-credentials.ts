import { newId } from '../kernel/auth/secrets';
import type { Db } from '../kernel/db/open-database';
import { isUniqueViolation } from '../kernel/db/unique-violation';
import type { Project } from '../kernel/projects/projects';
import { ImportRefused } from './import-record';
import type { LatchExportApiKey, LatchExportPasskey } from './latch-format';

/**
 * Writes a user's exported passkeys inside the caller's transaction, as stored: the same credential, public key,
 * counter and relying party, so the person's authenticator signs in on the new server for the same site. A
 * credential another user of the project already holds refuses the record.
 */
export async function insertImportedPasskeys(trx: Db, project: Project, userId: string, passkeys: readonly LatchExportPasskey[]): Promise<void> {
  for (const passkey of passkeys) {
    try {
      await trx
        .insertInto('passkeys')
        .values({ id: newId(), project_id: project.id, user_id: userId, ...passkey, transports: JSON.stringify(passkey.transports) })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error, 'passkeys')) throw new ImportRefused(`a passkey of another user of the project: ${passkey.credential_id}`);
      throw error;
    }
  }
}

/**
 * Writes exported API keys of a user or a team inside the caller's transaction: their SHA-256 and last four
 * characters, so the keys the owner holds keep working (a revoked or expired key stays so). A key this server
 * already holds (the export was imported into a second project of the same server) can belong to one project only:
 * it stays with the first and is not copied (docs/import.md "Latch to Latch").
 */
export async function insertImportedApiKeys(trx: Db, project: Project, owner: { user_id: string } | { team_id: string }, keys: readonly LatchExportApiKey[]): Promise<void> {
  for (const key of keys) {
    const held = await trx.selectFrom('project_api_keys').select('id').where('secret_hash', '=', key.secret_hash).executeTakeFirst();
    if (held) continue;
    await trx
      .insertInto('project_api_keys')
      .values({
        id: newId(),
        project_id: project.id,
        type: 'user_id' in owner ? 'user' : 'team',
        user_id: 'user_id' in owner ? owner.user_id : null,
        team_id: 'team_id' in owner ? owner.team_id : null,
        ...key,
      })
      .execute();
  }
}
