import { z } from 'zod';
import { email, urlText } from '../common-schemas';
import { userIdOrMe } from '../users/schemas';

/**
 * Request schemas of team invitations (docs/wire.md §3 "Team invitation", §4; docs/product.md §7 "Teams"). The accept,
 * check-code and details routes take `codeBody` of `./codes`. Server-only at run time.
 */

/**
 * `POST /team-invitations/send-code`: mails `email` a link to `callback_url?code=…` (a trusted URL).
 *
 * @example
 * ```ts
 * const body: z.input<typeof sendTeamInvitationBody> = { team_id, email: 'bob@example.com', callback_url: 'https://app.example.com/handler/team-invitation' };
 * ```
 */
export const sendTeamInvitationBody = z.strictObject({ team_id: z.uuid(), email, callback_url: urlText });

/**
 * `GET /team-invitations`: exactly one of `team_id` (a team's pending invitations) and `user_id` (those sent to the
 * user's verified addresses).
 *
 * @example
 * ```ts
 * teamInvitationListQuery.parse({ team_id: '0190…' });
 * ```
 */
export const teamInvitationListQuery = z.strictObject({ team_id: z.uuid().optional(), user_id: userIdOrMe.optional() });

/**
 * Path parameters of `/team-invitations/{id}` and `/team-invitations/{id}/accept`.
 *
 * @example
 * ```ts
 * teamInvitationParams.parse({ id: '0190…' });
 * ```
 */
export const teamInvitationParams = z.strictObject({ id: z.uuid() });

/**
 * `DELETE /team-invitations/{id}?team_id=`: the team the invitation belongs to.
 *
 * @example
 * ```ts
 * teamInvitationRevokeQuery.parse({ team_id: '0190…' });
 * ```
 */
export const teamInvitationRevokeQuery = z.strictObject({ team_id: z.uuid() });

/**
 * `POST /team-invitations/{id}/accept?user_id=`: the user who accepts (a client: `me`).
 *
 * @example
 * ```ts
 * teamInvitationAcceptQuery.parse({ user_id: 'me' });
 * ```
 */
export const teamInvitationAcceptQuery = z.strictObject({ user_id: userIdOrMe });
