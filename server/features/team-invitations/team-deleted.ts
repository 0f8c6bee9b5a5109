import type { Db } from '../../kernel/db/open-database';

/**
 * The `teamDeleting` hook, inside the team deletion's transaction: the mailed invitation codes die with the team
 * (their rows cascade with it).
 */
export async function deleteInvitationCodes(trx: Db, projectId: string, teamId: string): Promise<void> {
  await trx
    .deleteFrom('verification_codes')
    .where('project_id', '=', projectId)
    .where('id', 'in', trx.selectFrom('team_invitations').select('code_id').where('project_id', '=', projectId).where('team_id', '=', teamId))
    .execute();
}
