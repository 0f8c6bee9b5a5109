/**
 * A team as a client sees it (docs/wire.md §3 "Team"), e.g. the `selected_team` of `GET /users/me`.
 *
 * @example
 * ```ts
 * const team: ClientTeamJson = { id, display_name: "Ada's Team", profile_image_url: null, client_metadata: null, client_read_only_metadata: null };
 * ```
 */
export type ClientTeamJson = {
  id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata: unknown;
  client_read_only_metadata: unknown;
};

/**
 * A team with server or admin access: the client view plus its creation time and server metadata.
 *
 * @example
 * ```ts
 * const team = user.selected_team; // ServerTeamJson | null on a ServerUserJson
 * if (team) console.log(new Date(team.created_at_millis));
 * ```
 */
export type ServerTeamJson = ClientTeamJson & {
  created_at_millis: number;
  server_metadata: unknown;
};

/**
 * One membership (docs/wire.md §3 "Team membership"): the answer of `POST /team-memberships/{team_id}/{user_id}`.
 *
 * @example
 * ```ts
 * const membership: TeamMembershipJson = { team_id: team.id, user_id: user.id };
 * ```
 */
export type TeamMembershipJson = { team_id: string; user_id: string };
