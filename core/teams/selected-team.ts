import type { ClientTeamJson, ServerTeamJson } from '../../protocol/teams/json';
import type { AppContext } from '../app-context';
import { lazyMethods } from '../lazy-methods';
import { teamFields, type Team } from './team';
import type { UserTeamScope } from './user-team-actions';

/**
 * A team object's methods (core/teams/team-actions.ts, or the server team's), loaded on first call. The names live
 * here, not in the modules they load: esbuild splits by file, so a list imported from a lazy module would bring it
 * onto the page.
 */
const TEAM_METHODS = ['inviteUser', 'listUsers', 'listInvitations', 'update', 'delete', 'removeUser', 'listApiKeys', 'createApiKey'] as const satisfies readonly (keyof Team)[];

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
  const team = async (): Promise<Team> => (scope.kind === 'me' ? (await import('./team-actions')).clientTeam(context, json) : scope.serverTeam(json as ServerTeamJson));
  return { selectedTeam: Object.freeze({ ...teamFields(json), ...lazyMethods(team, TEAM_METHODS) }) };
}
