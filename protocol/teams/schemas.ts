import { z } from 'zod';
import { booleanQuery, metadata } from '../common-schemas';
import { imageUrl, userIdOrMe } from '../users/schemas';

/**
 * Request schemas of teams, memberships and member profiles (docs/wire.md §3 "Team", "Team membership", "Team member
 * profile"; docs/product.md §7 "Teams"). Server-only at run time.
 */

/** A team's name: required on create; empty is a name, as Stack takes it (docs/wire.md §3 "Team"). */
const teamDisplayName = z.string().trim().max(256);

const clientTeamFields = {
  display_name: teamDisplayName.optional(),
  profile_image_url: imageUrl.nullable().optional(),
  client_metadata: metadata.optional(),
};
const serverTeamFields = {
  ...clientTeamFields,
  client_read_only_metadata: metadata.optional(),
  server_metadata: metadata.optional(),
};

/**
 * `POST /teams` with client access: `creator_user_id` may only be `me` or the caller's own id (omitted: the caller).
 *
 * @example
 * ```ts
 * const body: z.input<typeof teamCreateBody> = { display_name: 'Engineering', creator_user_id: 'me' };
 * ```
 */
export const teamCreateBody = z.strictObject({ ...clientTeamFields, display_name: teamDisplayName, creator_user_id: userIdOrMe.optional() });
/**
 * `POST /teams` with server access: adds the read-only and server metadata; without `creator_user_id` the team
 * starts with no member.
 *
 * @example
 * ```ts
 * const body: z.input<typeof serverTeamCreateBody> = { display_name: 'Engineering', server_metadata: { plan: 'pro' } };
 * ```
 */
export const serverTeamCreateBody = z.strictObject({ ...serverTeamFields, display_name: teamDisplayName, creator_user_id: userIdOrMe.optional() });

/**
 * `PATCH /teams/{team_id}` with client access (needs `$update_team`).
 *
 * @example
 * ```ts
 * const body: z.input<typeof teamUpdateBody> = { display_name: 'Platform' };
 * ```
 */
export const teamUpdateBody = z.strictObject(clientTeamFields);
/**
 * `PATCH /teams/{team_id}` with server access: adds the read-only and server metadata.
 *
 * @example
 * ```ts
 * const body: z.input<typeof serverTeamUpdateBody> = { client_read_only_metadata: { seats: 5 } };
 * ```
 */
export const serverTeamUpdateBody = z.strictObject(serverTeamFields);

/**
 * `GET /teams`: a client must pass `user_id=me`; a server any user's id, or nothing for every team of the project,
 * optionally a page of them (`limit`, `cursor` = id of the first team of the page, `order_by`, `desc`, `query`
 * searching the name), as the official server client sends it.
 *
 * @example
 * ```ts
 * teamListQuery.parse({ user_id: 'me' });
 * ```
 */
export const teamListQuery = z.strictObject({
  user_id: userIdOrMe.optional(),
  order_by: z.literal('created_at').optional(),
  desc: booleanQuery.optional(),
  cursor: z.uuid().optional(),
  limit: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(1_000))
    .optional(),
  query: z.string().max(256).optional(),
});

/**
 * Path parameters of `/teams/{team_id}`.
 *
 * @example
 * ```ts
 * teamParams.parse({ team_id: '0190…' });
 * ```
 */
export const teamParams = z.strictObject({ team_id: z.uuid() });

/**
 * Path parameters of `/team-memberships/{team_id}/{user_id}` and `/team-member-profiles/{team_id}/{user_id}`.
 *
 * @example
 * ```ts
 * teamMemberParams.parse({ team_id: '0190…', user_id: 'me' });
 * ```
 */
export const teamMemberParams = z.strictObject({ team_id: z.uuid(), user_id: userIdOrMe });

/**
 * `POST /team-memberships/{team_id}/{user_id}` (server): an empty object (docs/wire.md §3 "Team membership").
 *
 * @example
 * ```ts
 * const body: z.input<typeof teamMembershipCreateBody> = {};
 * ```
 */
export const teamMembershipCreateBody = z.strictObject({});

/**
 * `GET /team-member-profiles`: a client names a team it is in (and may narrow to one user); a server may filter by
 * either or both.
 *
 * @example
 * ```ts
 * teamMemberProfileListQuery.parse({ team_id: '0190…', user_id: 'me' });
 * ```
 */
export const teamMemberProfileListQuery = z.strictObject({ team_id: z.uuid().optional(), user_id: userIdOrMe.optional() });

/**
 * `PATCH /team-member-profiles/{team_id}/{user_id}`: the member's name and picture in that team (empty name: none).
 *
 * @example
 * ```ts
 * const body: z.input<typeof teamMemberProfileUpdateBody> = { display_name: 'Ada (Engineering)' };
 * ```
 */
export const teamMemberProfileUpdateBody = z.strictObject({
  display_name: z
    .string()
    .max(256)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  profile_image_url: imageUrl.nullable().optional(),
});
