import type { AppContext } from '../app-context';
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
export function lazyUserTeamActions(context: AppContext, scope: UserTeamScope): UserTeamActions {
  const load = async () => (await import('./user-team-actions')).userTeamActions(context, scope);
  return {
    listTeams: async () => (await load()).listTeams(),
    getTeam: async (teamId) => (await load()).getTeam(teamId),
    createTeam: async (data) => (await load()).createTeam(data),
    setSelectedTeam: async (team) => (await load()).setSelectedTeam(team),
    leaveTeam: async (team) => (await load()).leaveTeam(team),
    getTeamProfile: async (team) => (await load()).getTeamProfile(team),
  };
}
