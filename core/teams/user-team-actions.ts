import * as userRoutes from '../../protocol/users/routes';
import * as routes from '../../protocol/teams/routes';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { clientTeam, teamsChanged } from './team-actions';
import type { ServerTeamJson } from '../../protocol/teams/json';
import type { EditableTeamMemberProfile, ReceivedTeamInvitation, ServerTeam, Team, TeamCreate } from './team';

/**
 * Whose teams a user object acts on: the signed-in user through their session (`me`), or any user with server access.
 *
 * @example
 * ```ts
 * const scope: UserTeamScope = { kind: 'server', userId: user.id };
 * ```
 */
export type UserTeamScope = { kind: 'me' } | { kind: 'server'; userId: string; serverTeam: ServerTeamOf };

/**
 * Makes the server team object of a team's JSON. A server user's scope carries it, so that the browser's code (the
 * client user's teams) never reaches the server team's and the server user's modules, whose routes would then weigh
 * on every page.
 *
 * @example
 * ```ts
 * const serverTeamOf: ServerTeamOf = async (json) => (await import('./server-team')).serverTeam(context, json);
 * ```
 */
export type ServerTeamOf = (json: ServerTeamJson) => Promise<ServerTeam>;

/**
 * The team methods of the signed-in user's object (the official client's CurrentUser names), through their session:
 * create a team (when the project allows client team creation), list and get their teams, select one, leave one,
 * and their own profile in a team. Every change reloads `$user`, so elements showing teams follow.
 *
 * @example
 * ```ts
 * const actions = userTeamActions(context);
 * const team = await actions.createTeam({ displayName: 'Engineering' });
 * await actions.setSelectedTeam(team);
 * ```
 */
export function userTeamActions(context: AppContext, scope: UserTeamScope = { kind: 'me' }) {
  const { sender, tokens } = context;
  const userId = scope.kind === 'me' ? 'me' : scope.userId;

  const listTeams = async (): Promise<Team[]> => {
    if (scope.kind === 'me') {
      const list = await call(sender, routes.listTeams, { query: { user_id: 'me' }, session: tokens });
      return list.items.map((json) => clientTeam(context, json));
    }
    const list = await call(sender, routes.listTeams, { query: { user_id: userId }, accessType: 'server' });
    return Promise.all(list.items.map((json) => scope.serverTeam(json)));
  };
  const access = scope.kind === 'me' ? ({ session: tokens } as const) : ({ accessType: 'server' } as const);

  return {
    listTeams,
    /** The user's team with this id, or null when they are not (or no longer) a member. */
    getTeam: async (teamId: string): Promise<Team | null> => {
      checkId(teamId, 'teamId');
      return (await listTeams()).find((team) => team.id === teamId) ?? null;
    },
    createTeam: async (data: TeamCreate): Promise<Team> => {
      if (typeof data?.displayName !== 'string' || data.displayName.trim() === '') throw new TypeError('createTeam: displayName must be a non-empty string.');
      const body = {
        display_name: data.displayName,
        creator_user_id: userId,
        ...(data.profileImageUrl !== undefined ? { profile_image_url: data.profileImageUrl } : {}),
      };
      if (scope.kind === 'me') {
        const json = await call(sender, routes.createTeam, { body, session: tokens });
        await teamsChanged(context);
        return clientTeam(context, json);
      }
      const json = await call(sender, routes.createTeam, { body, accessType: 'server' });
      await teamsChanged(context);
      return scope.serverTeam(json);
    },
    setSelectedTeam: async (teamOrId: Team | string | null): Promise<void> => {
      const id = teamOrId === null ? null : typeof teamOrId === 'string' ? teamOrId : teamOrId?.id;
      if (id !== null) checkId(id, 'team');
      if (scope.kind === 'me') await call(sender, userRoutes.updateCurrentUser, { body: { selected_team_id: id }, session: tokens });
      else await call(sender, userRoutes.updateUser, { params: { user_id: userId }, body: { selected_team_id: id }, accessType: 'server' });
      await teamsChanged(context);
    },
    leaveTeam: async (team: Team | string): Promise<void> => {
      const teamId = typeof team === 'string' ? team : team?.id;
      checkId(teamId, 'team');
      await call(sender, routes.removeTeamMember, { params: { team_id: teamId, user_id: userId }, body: {}, ...access });
      await teamsChanged(context);
    },
    /** Pending invitations to the user's verified addresses, each of which they may accept. */
    listTeamInvitations: async (): Promise<ReceivedTeamInvitation[]> => {
      const list = await call(sender, routes.listTeamInvitations, { query: { user_id: userId }, ...access });
      return list.items.map((json) =>
        Object.freeze({
          id: json.id,
          teamId: json.team_id,
          teamDisplayName: json.team_display_name,
          recipientEmail: json.recipient_email,
          expiresAt: new Date(json.expires_at_millis),
          accept: async () => {
            await call(sender, routes.acceptTeamInvitationById, { params: { id: json.id }, query: { user_id: userId }, ...access });
            await teamsChanged(context);
          },
        }),
      );
    },
    getTeamProfile: async (team: Team | string): Promise<EditableTeamMemberProfile> => {
      const teamId = typeof team === 'string' ? team : team?.id;
      checkId(teamId, 'team');
      const params = { team_id: teamId, user_id: userId };
      const json = await call(sender, routes.getTeamMemberProfile, { params, ...access });
      return Object.freeze({
        displayName: json.display_name,
        profileImageUrl: json.profile_image_url,
        update: async (patch: { displayName?: string; profileImageUrl?: string | null }) => {
          const body = {
            ...(patch.displayName !== undefined ? { display_name: patch.displayName } : {}),
            ...(patch.profileImageUrl !== undefined ? { profile_image_url: patch.profileImageUrl } : {}),
          };
          await call(sender, routes.updateTeamMemberProfile, { params, body, ...access });
        },
      });
    },
  };
}

/**
 * The team methods a user object carries.
 *
 * @example
 * ```ts
 * const teams: Team[] = await user.listTeams();
 * ```
 */
export type UserTeamActions = ReturnType<typeof userTeamActions>;
