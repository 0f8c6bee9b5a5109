import { KnownError } from '../../protocol/known-error';
import * as routes from '../../protocol/teams/routes';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { serverTeam } from './server-team';
import { teamsChanged } from './team-actions';
import { teamBody, type ServerTeam, type ServerTeamCreate } from './team';

/**
 * ServerApp's team methods (secret server key): create a team (optionally with its creator as first member), list
 * every team or one user's, read one.
 *
 * @example
 * ```ts
 * const teams = serverTeamActions(context);
 * const team = await teams.createTeam({ displayName: 'Acme', creatorUserId: userId });
 * ```
 */
export function serverTeamActions(context: AppContext) {
  const { sender } = context;
  return {
    createTeam: async (data: ServerTeamCreate): Promise<ServerTeam> => {
      if (typeof data?.displayName !== 'string' || data.displayName.trim() === '') throw new TypeError('createTeam: displayName must be a non-empty string.');
      const { creatorUserId, ...fields } = data;
      if (creatorUserId !== undefined) checkId(creatorUserId, 'creatorUserId');
      const body = { display_name: data.displayName, ...teamBody(fields), ...(creatorUserId !== undefined ? { creator_user_id: creatorUserId } : {}) };
      const json = await call(sender, routes.createTeam, { body, accessType: 'server' });
      if (creatorUserId !== undefined) await teamsChanged(context);
      return serverTeam(context, json);
    },
    /** Every team of the project, or with `userId` the teams that user is a member of. */
    listTeams: async (options: { userId?: string } = {}): Promise<ServerTeam[]> => {
      if (options.userId !== undefined) checkId(options.userId, 'userId');
      const list = await call(sender, routes.listTeams, { query: { user_id: options.userId }, accessType: 'server' });
      return list.items.map((json) => serverTeam(context, json));
    },
    getTeam: async (teamId: string): Promise<ServerTeam | null> => {
      checkId(teamId, 'teamId');
      try {
        return serverTeam(context, await call(sender, routes.getTeam, { params: { team_id: teamId }, accessType: 'server' }));
      } catch (error) {
        if (error instanceof KnownError && error.is('TEAM_NOT_FOUND')) return null;
        throw error;
      }
    },
  };
}
