import { KnownError } from '../../../protocol/known-error';
import { StatusError } from '../http/status-error';
import type { ProjectCreateBody } from '../../../protocol/projects/schemas';
import { newId } from '../auth/secrets';
import { SigningKeyStore } from '../auth/signing-keys';
import type { Db } from '../db/open-database';
import { createTeam } from '../teams/create-team';
import { findMembership, isTeamMember } from '../teams/memberships';
import { requireTeamPermission } from '../permissions/team-permissions';
import { publishChange } from '../cache/database-invalidation';
import { TOPIC } from '../cache/topics';
import type { UserRecord } from '../users/user-record';
import { createProject, fromRow, stripUndefined, type Project } from './projects';

/**
 * Creates a project for a dashboard user (a user of `internal`, the internal project): owned by one of the user's
 * teams, configured by the request over Stack's defaults, with its own signing key. A team made for it is created
 * as any team is (team.created and membership events, the creator with the internal project's
 * `team_creator_default_permissions`). One transaction: a project that fails the production-mode checks leaves
 * nothing behind, not even the team made for it.
 */
export async function createOwnedProject(db: Db, internal: Project, creator: UserRecord, body: ProjectCreateBody): Promise<Project> {
  const { display_name, description, config, owner_team_id, ...rest } = body;
  return db.transaction().execute(async (trx) => {
    const ownerTeamId = await ownerTeamFor(trx, internal, creator, owner_team_id ?? null);
    const created = await createProject(
      trx,
      { id: newId(), display_name, description: description ?? '', owner_team_id: ownerTeamId, ...(config ? { config: stripUndefined(config) } : {}) },
      rest,
    );
    await SigningKeyStore.addProjectKey(trx, created.id);
    return created;
  });
}

/** The projects whose owner team has `user` as a member, oldest first. */
export async function listOwnedProjects(db: Db, user: UserRecord): Promise<Project[]> {
  const rows = await db
    .selectFrom('projects')
    .selectAll()
    .where('owner_team_id', 'in', db.selectFrom('team_members').select('team_id').where('user_id', '=', user.id).where('project_id', '=', user.project_id))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

async function ownerTeamFor(trx: Db, internal: Project, creator: UserRecord, requested: string | null): Promise<string> {
  const memberOf = (teamId: string) => isTeamMember(trx, creator.project_id, teamId, creator.id);
  if (requested) {
    if (await memberOf(requested)) return requested;
    throw new KnownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: requested, user_id: creator.id });
  }
  if (creator.selected_team_id && (await memberOf(creator.selected_team_id))) return creator.selected_team_id;
  const owner = creator.display_name || creator.primary_email;
  const team = await createTeam(trx, internal, { display_name: owner ? `${owner}'s Team` : 'Personal Team' }, creator.id);
  return team.id;
}

/**
 * Makes `newTeamId` the owner team of a project (docs/wire.md §4 "Project transfer"): the dashboard user must hold
 * `team_admin` in the current owner team and be a member of the new one, checked in that order as Stack does.
 */
export async function transferOwnedProject(db: Db, user: UserRecord, projectId: string, newTeamId: string): Promise<void> {
  const project = await db.selectFrom('projects').select(['id', 'owner_team_id']).where('id', '=', projectId).executeTakeFirst();
  if (!project) throw new KnownError('PROJECT_NOT_FOUND', { project_id: projectId });
  if (!project.owner_team_id) throw new StatusError(400, 'Project must have an owner team to be transferred');
  await requireTeamPermission(db, user.project_id, project.owner_team_id, user.id, 'team_admin');
  await findMembership(db, user.project_id, newTeamId, user.id);
  await db.updateTable('projects').set({ owner_team_id: newTeamId }).where('id', '=', projectId).execute();
  await publishChange(db, TOPIC.project, projectId);
}
