import { KnownError } from '../../../protocol/known-error';
import { requireUser } from '../../kernel/auth/access';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import type { Db } from '../../kernel/db/open-database';
import { requireTeamPermission } from '../../kernel/permissions/team-permissions';
import type { ApiKeyOwner } from './api-keys';

/**
 * The team whose keys a request may manage: a client's user needs `$manage_api_keys` in it (docs/wire.md §7; a
 * non-member holds no permission there, so gets `TEAM_PERMISSION_REQUIRED` too), a server or admin any team of
 * the project.
 */
export async function teamKeyOwner(db: Db, auth: RequestAuth, teamId: string): Promise<ApiKeyOwner> {
  if (auth.accessType === 'client') {
    const user = requireUser(auth);
    await requireTeamPermission(db, auth.project.id, teamId, user.id, '$manage_api_keys');
    return { type: 'team', teamId };
  }
  const found = await db.selectFrom('teams').select('id').where('project_id', '=', auth.project.id).where('id', '=', teamId).executeTakeFirst();
  if (!found) throw new KnownError('TEAM_NOT_FOUND', { team_id: teamId });
  return { type: 'team', teamId };
}
