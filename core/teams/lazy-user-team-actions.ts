import type { ClientTeamJson, ServerTeamJson } from '../../protocol/json/team';
import type { AppContext } from '../app-context';
import { teamFields, type Team } from './team';
import type { Result } from '../result';
import type { UserTeamActions, UserTeamScope } from './user-team-actions';

/**
 * The team methods of a user object, their code imported on first call: most pages never touch teams, so the user
 * object (loaded on every signed-in page) carries only these wrappers.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, { ...clientUserActions(context, email), ...lazyUserTeamActions(context, { kind: 'me' }) });
 * ```
 */
export function lazyUserTeamActions(context: AppContext, scope: UserTeamScope): UserTeamActions & InvitationActions {
  const load = async () => (await import('./user-team-actions')).userTeamActions(context, scope);
  const invitations = () => import('./team-invitation-actions');
  return {
    acceptTeamInvitation: async (code) => (await invitations()).acceptTeamInvitation(context, code),
    getTeamInvitationDetails: async (code) => (await invitations()).getTeamInvitationDetails(context, code),
    verifyTeamInvitationCode: async (code) => (await invitations()).verifyTeamInvitationCode(context, code),
    listTeams: async () => (await load()).listTeams(),
    getTeam: async (teamId) => (await load()).getTeam(teamId),
    createTeam: async (data) => (await load()).createTeam(data),
    setSelectedTeam: async (team) => (await load()).setSelectedTeam(team),
    leaveTeam: async (team) => (await load()).leaveTeam(team),
    getTeamProfile: async (team) => (await load()).getTeamProfile(team),
    listTeamInvitations: async () => (await load()).listTeamInvitations(),
  };
}

/**
 * The invitation methods of the signed-in user's object. (The official client has them on the app; here they are on
 * the user, whose code loads with the first signed-in user, so that pages where nobody is signed in do not carry them.
 * Accepting needs a signed-in user anyway.)
 *
 * @example
 * ```ts
 * const details = await user.getTeamInvitationDetails(code);
 * if (details.status === 'ok' && confirm(`Join ${details.data.teamDisplayName}?`)) await user.acceptTeamInvitation(code);
 * ```
 */
export type InvitationActions = {
  /** Joins the team of an invitation link's code; a refusal (expired, used…) is a Result error. */
  acceptTeamInvitation(code: string): Promise<Result<undefined>>;
  /** The team an invitation code leads to, without using the code. */
  getTeamInvitationDetails(code: string): Promise<Result<{ teamId: string; teamDisplayName: string }>>;
  /** Whether an invitation code can still be accepted, without using it. */
  verifyTeamInvitationCode(code: string): Promise<Result<undefined>>;
};

/**
 * `user.selectedTeam` as the official client has it: the team object with its methods (their code imported on first
 * call), or null. The plain fields stay what `toJSON()` returns.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, { ...actions, ...lazySelectedTeam(context, json.selected_team, { kind: 'me' }) });
 * await user.selectedTeam?.listUsers();
 * ```
 */
export function lazySelectedTeam(context: AppContext, json: ClientTeamJson | null, scope: UserTeamScope): { selectedTeam: Team | null } {
  if (!json) return { selectedTeam: null };
  const team = async (): Promise<Team> =>
    scope.kind === 'me' ? (await import('./team-actions')).clientTeam(context, json) : scope.serverTeam(json as ServerTeamJson);
  return {
    selectedTeam: Object.freeze({
      ...teamFields(json),
      inviteUser: async (options) => (await team()).inviteUser(options),
      listUsers: async () => (await team()).listUsers(),
      listInvitations: async () => (await team()).listInvitations(),
      update: async (patch) => (await team()).update(patch),
      delete: async () => (await team()).delete(),
      removeUser: async (userId) => (await team()).removeUser(userId),
    }),
  };
}
