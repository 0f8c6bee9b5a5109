import type { TeamInvitationDetailsJson } from '../../../protocol/teams/invitation-json';
import { KnownError } from '../../../protocol/known-error';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import { isForeignKeyViolation } from '../../kernel/db/foreign-key-violation';
import type { Db } from '../../kernel/db/open-database';
import { StatusError } from '../../kernel/http/status-error';
import type { Project } from '../../kernel/projects/projects';
import { addTeamMember } from '../../kernel/teams/add-team-member';
import { isTeamMember } from '../../kernel/teams/memberships';
import { findTeam } from '../../kernel/teams/teams';
import { restrictedReason, type UserRecord } from '../../kernel/users/user-record';
import { closeAcceptedInvitation, findInvitation, verifiedAddresses } from './invitations';
import type { InvitationCodeData } from './send-invitation';

/**
 * `POST /team-invitations/accept` (docs/wire.md §4): the user joins the code's team with the project's
 * `team_member_default_permissions`. One transaction: the code is used only if the user joins. A user who is already
 * a member succeeds quietly and uses up the code, as the reference server does (its handler adds the membership only
 * when there is none; the official client's `acceptTeamInvitation` expects ok). Restricted users (anonymous,
 * restricted by an administrator) may not join.
 *
 * @example
 * ```ts
 * await acceptInvitationCode(db, project, user, body.code);
 * ```
 */
export async function acceptInvitationCode(db: Db, project: Project, user: UserRecord, code: string): Promise<void> {
  refuseRestricted(user);
  await whileUserExists(() =>
    db.transaction().execute(async (trx) => {
      const data = await new VerificationCodes(trx).consume<InvitationCodeData>(project.id, 'team-invitation', code);
      await join(trx, project, user, data);
    }),
  );
}

/**
 * `POST /team-invitations/{id}/accept?user_id=`: accepts an invitation sent to one of the user's verified addresses
 * (as listed by `GET /team-invitations?user_id=`), using up its code.
 *
 * @example
 * ```ts
 * await acceptInvitationById(db, project, user, params.id);
 * ```
 */
export async function acceptInvitationById(db: Db, project: Project, user: UserRecord, invitationId: string): Promise<void> {
  refuseRestricted(user);
  const invitation = await findInvitation(db, project.id, invitationId);
  if (!(await verifiedAddresses(db, project.id, user.id)).includes(invitation.recipient_email_normalized)) {
    throw new StatusError(404, 'Team invitation not found.');
  }
  await whileUserExists(() =>
    db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('verification_codes')
        .set({ used_at: Date.now() })
        .where('project_id', '=', project.id)
        .where('id', '=', invitation.code_id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) throw new KnownError('VERIFICATION_CODE_ALREADY_USED');
      await join(trx, project, user, { invitation_id: invitation.id, team_id: invitation.team_id });
    }),
  );
}

/**
 * `POST /team-invitations/accept/details`: the team a usable code leads to, by its current name.
 *
 * @example
 * ```ts
 * const details = await invitationDetails(db, project.id, body.code); // { team_id, team_display_name }
 * ```
 */
export async function invitationDetails(db: Db, projectId: string, code: string): Promise<TeamInvitationDetailsJson> {
  const data = await new VerificationCodes(db).details<InvitationCodeData>(projectId, 'team-invitation', code);
  const team = await findTeam(db, projectId, data.team_id);
  return { team_id: team.id, team_display_name: team.display_name };
}

/**
 * Adds the member (unless they already are one: their membership and permissions stay as they are) and closes the
 * invitation with its duplicates to the same address; the team may have been deleted since the mail went.
 */
async function join(trx: Db, project: Project, user: UserRecord, data: InvitationCodeData): Promise<void> {
  const team = await findTeam(trx, project.id, data.team_id);
  if (!(await isTeamMember(trx, project.id, team.id, user.id))) await addTeamMember(trx, project, team.id, user.id, 'member');
  await closeAcceptedInvitation(trx, project.id, data.invitation_id);
}

/**
 * Runs a joining transaction; when the user is deleted meanwhile, the membership's foreign key fails: nothing was
 * written and the code is unspent, so the caller hears `USER_NOT_FOUND` instead of a 500. (The team cannot vanish
 * in between: deleting it takes the invitation codes first, which the joining transaction holds.)
 */
async function whileUserExists(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new KnownError('USER_NOT_FOUND');
    throw error;
  }
}

function refuseRestricted(user: UserRecord): void {
  const reason = restrictedReason(user);
  if (reason) throw new KnownError('TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: reason });
}
