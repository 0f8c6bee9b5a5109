import type { TeamInvitationJson } from '../../../protocol/teams/invitation-json';
import type { Db } from '../../kernel/db/open-database';
import { StatusError } from '../../kernel/http/status-error';
import type { TeamInvitationTable } from './tables';

/**
 * The pending (unexpired) invitations of one team, oldest first, as `GET /team-invitations?team_id=` answers them.
 *
 * @example
 * ```ts
 * const items = await invitationsOfTeam(db, project.id, team.id);
 * ```
 */
export async function invitationsOfTeam(db: Db, projectId: string, teamId: string): Promise<TeamInvitationJson[]> {
  return pendingInvitations(db, projectId, (select) => select.where('team_invitations.team_id', '=', teamId));
}

/**
 * The pending invitations sent to any of a user's verified e-mail addresses (`GET /team-invitations?user_id=`): an
 * unverified address proves nothing, so invitations to it wait until it is verified.
 *
 * @example
 * ```ts
 * const items = await invitationsOfUser(db, project.id, user.id);
 * ```
 */
export async function invitationsOfUser(db: Db, projectId: string, userId: string): Promise<TeamInvitationJson[]> {
  const addresses = await verifiedAddresses(db, projectId, userId);
  if (addresses.length === 0) return [];
  return pendingInvitations(db, projectId, (select) => select.where('team_invitations.recipient_email_normalized', 'in', addresses));
}

/**
 * A pending invitation of the project by id, or 404.
 *
 * @example
 * ```ts
 * const invitation = await findInvitation(db, project.id, params.id);
 * ```
 */
export async function findInvitation(db: Db, projectId: string, id: string): Promise<TeamInvitationTable> {
  const invitation = await db
    .selectFrom('team_invitations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
  if (!invitation) throw new StatusError(404, 'Team invitation not found.');
  return invitation;
}

/**
 * Withdraws an invitation of `teamId`: the row and its code go, so the mailed link no longer works (404 when the
 * team has no such pending invitation, e.g. it was accepted a moment ago).
 *
 * @example
 * ```ts
 * await revokeInvitation(db, project.id, team.id, params.id);
 * ```
 */
export async function revokeInvitation(db: Db, projectId: string, teamId: string, id: string): Promise<void> {
  const invitation = await findInvitation(db, projectId, id);
  if (invitation.team_id !== teamId) throw new StatusError(404, 'Team invitation not found.');
  await db.transaction().execute(async (trx) => {
    // The code first, as accepting takes it first (no deadlock): of a revoke and an accept at once, one wins and the
    // other hears the invitation is gone, so a revoke that answers success never lets anyone in.
    const killed = await trx
      .deleteFrom('verification_codes')
      .where('project_id', '=', projectId)
      .where('id', '=', invitation.code_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (killed.numDeletedRows === 0n) throw new StatusError(404, 'Team invitation not found.');
    await trx.deleteFrom('team_invitations').where('project_id', '=', projectId).where('id', '=', invitation.id).execute();
  });
}

/**
 * Closes an invitation that was just accepted together with every other pending invitation of its team to the same
 * address (rows and their unused codes): an address joins once, so a duplicate invitation left in a mailbox cannot
 * bring someone back after they were removed. The accepted invitation's own code stays, marked used.
 *
 * @example
 * ```ts
 * await closeAcceptedInvitation(trx, project.id, data.invitation_id);
 * ```
 */
export async function closeAcceptedInvitation(trx: Db, projectId: string, invitationId: string): Promise<void> {
  const accepted = await trx
    .selectFrom('team_invitations')
    .select(['team_id', 'recipient_email_normalized'])
    .where('project_id', '=', projectId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
  if (!accepted) return;
  const siblings = trx
    .selectFrom('team_invitations')
    .select('code_id')
    .where('project_id', '=', projectId)
    .where('team_id', '=', accepted.team_id)
    .where('recipient_email_normalized', '=', accepted.recipient_email_normalized);
  await trx.deleteFrom('verification_codes').where('project_id', '=', projectId).where('used_at', 'is', null).where('id', 'in', siblings).execute();
  await trx
    .deleteFrom('team_invitations')
    .where('project_id', '=', projectId)
    .where('team_id', '=', accepted.team_id)
    .where('recipient_email_normalized', '=', accepted.recipient_email_normalized)
    .execute();
}

/** A user's verified e-mail addresses, lower-cased. */
export async function verifiedAddresses(db: Db, projectId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_channels')
    .select('value_normalized')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('type', '=', 'email')
    .where('is_verified', '=', true)
    .execute();
  return rows.map((row) => row.value_normalized);
}

type InvitationSelect = ReturnType<typeof selectInvitations>;

function selectInvitations(db: Db, projectId: string) {
  return db
    .selectFrom('team_invitations')
    .innerJoin('teams', 'teams.id', 'team_invitations.team_id')
    .select(['team_invitations.id', 'team_invitations.team_id', 'teams.display_name', 'team_invitations.expires_at', 'team_invitations.recipient_email'])
    .where('team_invitations.project_id', '=', projectId)
    .where('team_invitations.expires_at', '>', Date.now());
}

async function pendingInvitations(db: Db, projectId: string, filter: (select: InvitationSelect) => InvitationSelect): Promise<TeamInvitationJson[]> {
  const rows = await filter(selectInvitations(db, projectId)).orderBy('team_invitations.created_at').orderBy('team_invitations.id').execute();
  return rows.map((row) => ({
    id: row.id,
    team_id: row.team_id,
    team_display_name: row.display_name,
    expires_at_millis: row.expires_at,
    recipient_email: row.recipient_email,
  }));
}
