import type { ServerTeamJson } from '../../protocol/teams/json';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { serverUserFromJson } from '../users/server-user-from-json';
import { sharedTeamActions, teamsChanged } from './team-actions';
import * as routes from '../../protocol/teams/routes';
import { teamBody, teamFields, type ServerTeam, type ServerTeamUpdate } from './team';

/**
 * A team object with server access (ServerApp): it may also add members, set server metadata and list the members as
 * full server users.
 *
 * @example
 * ```ts
 * const team = serverTeam(context, await call(sender, routes.getTeam, { params: { team_id }, accessType: 'server' }));
 * ```
 */
export function serverTeam(context: AppContext, json: ServerTeamJson): ServerTeam {
  const { sender } = context;
  const access = { accessType: 'server' } as const;
  const params = { team_id: json.id };
  return Object.freeze({
    ...teamFields(json),
    createdAt: new Date(json.created_at_millis),
    serverMetadata: json.server_metadata,
    ...sharedTeamActions(context, json.id, access),
    update: async (patch: ServerTeamUpdate) => {
      await call(sender, routes.updateTeam, { params, body: teamBody(patch), ...access });
      await teamsChanged(context);
    },
    listUsers: async () => {
      const list = await call(sender, routes.listTeamMemberProfiles, { query: { team_id: json.id }, ...access });
      return list.items.map((profile) =>
        Object.freeze({
          ...serverUserFromJson(context, profile.user, false),
          teamProfile: { displayName: profile.display_name, profileImageUrl: profile.profile_image_url },
        }),
      );
    },
    addUser: async (userId: string) => {
      checkId(userId, 'userId');
      await call(sender, routes.addTeamMember, { params: { team_id: json.id, user_id: userId }, body: {}, ...access });
      await teamsChanged(context);
    },
  });
}
