/**
 * A pending invitation to a team (docs/wire.md §3 "Team invitation"): `GET /team-invitations?team_id=` or `?user_id=`.
 *
 * @example
 * ```ts
 * const invitation: TeamInvitationJson = { id, team_id, team_display_name: 'Engineering', expires_at_millis: Date.now() + 7 * 864e5, recipient_email: 'bob@example.com' };
 * ```
 */
export type TeamInvitationJson = {
  id: string;
  team_id: string;
  team_display_name: string;
  expires_at_millis: number;
  recipient_email: string;
};

/**
 * The answer of `POST /team-invitations/send-code` (docs/wire.md §4): the new invitation's id.
 *
 * @example
 * ```ts
 * const sent: SentTeamInvitationJson = { success: true, id: invitation.id };
 * ```
 */
export type SentTeamInvitationJson = { success: true; id: string };

/**
 * The team an invitation code leads to (`POST /team-invitations/accept/details`, docs/wire.md §4).
 *
 * @example
 * ```ts
 * const details: TeamInvitationDetailsJson = { team_id, team_display_name: 'Engineering' };
 * ```
 */
export type TeamInvitationDetailsJson = { team_id: string; team_display_name: string };

/**
 * The answer of `POST /team-invitations/accept` and `POST /team-invitations/{id}/accept`: an empty object.
 *
 * @example
 * ```ts
 * const accepted: AcceptedTeamInvitationJson = {};
 * ```
 */
export type AcceptedTeamInvitationJson = Record<string, never>;
