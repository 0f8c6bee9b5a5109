import { KnownError } from '../../../protocol/known-error';
import type { TeamPermissionJson } from '../../../protocol/permissions/json';
import type { Db } from '../../kernel/db/open-database';
import { recordEvent } from '../../kernel/events/record-event';
import { compareIds } from '../../kernel/permissions/compare-ids';
import { heldPermissionIds } from '../../kernel/permissions/held-permission-ids';
import { readDefinitions } from '../../kernel/permissions/permission-definitions';
import { findMembership } from '../../kernel/teams/memberships';
import { findTeam } from '../../kernel/teams/teams';
import { isForeignKeyViolation } from './foreign-key-violation';
import { requireDefinitionInScope } from './scope-check';

export type TeamPermissionFilter = { teamId?: string | undefined; userId?: string | undefined; permissionId?: string | undefined; recursive: boolean };

/**
 * The team permissions members hold (docs/wire.md §7): direct grants, or with `recursive` everything they imply
 * (definitions missing are skipped), sorted by team, user and id.
 */
export async function listTeamPermissions(db: Db, projectId: string, filter: TeamPermissionFilter): Promise<TeamPermissionJson[]> {
  let query = db.selectFrom('team_permission_grants').select(['team_id', 'user_id', 'permission_id']).where('project_id', '=', projectId);
  if (filter.teamId !== undefined) query = query.where('team_id', '=', filter.teamId);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  const rows = await query.execute();
  const definitions = await readDefinitions(db, projectId, 'team');
  const byMember = new Map<string, { team_id: string; user_id: string; direct: string[] }>();
  for (const row of rows) {
    const key = `${row.team_id} ${row.user_id}`;
    const member = byMember.get(key) ?? { team_id: row.team_id, user_id: row.user_id, direct: [] };
    member.direct.push(row.permission_id);
    byMember.set(key, member);
  }
  const items: TeamPermissionJson[] = [];
  for (const member of byMember.values()) {
    for (const id of heldPermissionIds(member.direct, definitions, filter.recursive)) {
      if (filter.permissionId === undefined || filter.permissionId === id) items.push({ id, user_id: member.user_id, team_id: member.team_id });
    }
  }
  return items.sort((a, b) => compareIds(a.team_id, b.team_id) || compareIds(a.user_id, b.user_id) || compareIds(a.id, b.id));
}

/**
 * Grants a member a team permission (`TEAM_MEMBERSHIP_NOT_FOUND`, `PERMISSION_NOT_FOUND`) and records
 * `team_permission.created`; granting twice is harmless.
 */
export async function grantTeamPermission(db: Db, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  await requireMembership(db, projectId, teamId, userId);
  await requireDefinitionInScope(db, projectId, 'team', permissionId);
  try {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('team_permission_grants')
        .values({ project_id: projectId, team_id: teamId, user_id: userId, permission_id: permissionId, created_at: Date.now() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      // Webhooks hear of a new grant once (Stack's `team_permission.created`), not of a repeated one.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await recordEvent(trx, projectId, 'team_permission.created', { id: permissionId, user_id: userId, team_id: teamId });
      }
    });
  } catch (error) {
    // The member left (or the team went) between the check and the insert.
    if (isForeignKeyViolation(error)) throw new KnownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
    throw error;
  }
}

/** Revokes a direct grant and records `team_permission.deleted`; one that was never made is `TEAM_PERMISSION_NOT_FOUND`. */
export async function revokeTeamPermission(db: Db, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  await requireMembership(db, projectId, teamId, userId);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('team_permission_grants')
      .where('project_id', '=', projectId)
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .where('permission_id', '=', permissionId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) {
      throw new KnownError('TEAM_PERMISSION_NOT_FOUND', { team_id: teamId, user_id: userId, permission_id: permissionId });
    }
    await recordEvent(trx, projectId, 'team_permission.deleted', { id: permissionId, user_id: userId, team_id: teamId });
  });
}

/** `TEAM_NOT_FOUND`, then `TEAM_MEMBERSHIP_NOT_FOUND` unless the user is a member of the team. */
export async function requireMembership(db: Db, projectId: string, teamId: string, userId: string): Promise<void> {
  await findTeam(db, projectId, teamId);
  await findMembership(db, projectId, teamId, userId);
}
