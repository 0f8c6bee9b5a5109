import type { ServerUserJson } from '../users/json';

/**
 * A member's profile inside one team (docs/wire.md §3 "Team member profile"), as a client sees it: the name and
 * picture the member chose for that team, each null when unset.
 *
 * @example
 * ```ts
 * const profile: ClientTeamMemberProfileJson = { team_id, user_id, display_name: 'Ada (Engineering)', profile_image_url: null };
 * ```
 */
export type ClientTeamMemberProfileJson = {
  team_id: string;
  user_id: string;
  display_name: string | null;
  profile_image_url: string | null;
};

/**
 * A member's profile with server or admin access: the client view plus the whole server user.
 *
 * @example
 * ```ts
 * const email = (profile as ServerTeamMemberProfileJson).user.primary_email;
 * ```
 */
export type ServerTeamMemberProfileJson = ClientTeamMemberProfileJson & { user: ServerUserJson };
