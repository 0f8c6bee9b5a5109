import type { ClientTeamJson } from '../../protocol/teams/json';
import type { TeamInvitationJson } from '../../protocol/teams/invitation-json';
import * as routes from '../../protocol/teams/routes';
import type { AppContext } from '../app-context';
import { apiKeyActions } from '../api-keys/api-key-actions';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { reportError } from '../report-error';
import { callbackUrl } from '../urls/callback-url';
import { teamBody, teamFields, type SentTeamInvitation, type Team, type TeamUpdate } from './team';

/**
 * How a team object's requests are authorised: the signed-in user's session (client), or the secret key (server).
 *
 * @example
 * ```ts
 * const access: TeamAccess = { accessType: 'server' };
 * ```
 */
export type TeamAccess = { session: AppContext['tokens'] } | { accessType: 'server' };

/**
 * After a change to a team: the signed-in user is reloaded (their selected team may be the one changed), so `$user`
 * emits and everything that shows the user's teams loads them again.
 *
 * @example
 * ```ts
 * await call(sender, routes.updateTeam, …); await teamsChanged(context);
 * ```
 */
export async function teamsChanged(context: AppContext): Promise<void> {
  if (context.stores.cachedUser() == null) return;
  await context.stores.reloadUser().catch(reportError('reloading the user after a team change'));
}

/**
 * The methods a client team and a server team share, acting with `access`.
 *
 * @example
 * ```ts
 * const shared = sharedTeamActions(context, team.id, { accessType: 'server' });
 * ```
 */
export function sharedTeamActions(context: AppContext, teamId: string, access: TeamAccess) {
  const { sender } = context;
  const params = { team_id: teamId };
  const toInvitation = (json: TeamInvitationJson): SentTeamInvitation =>
    Object.freeze({
      id: json.id,
      recipientEmail: json.recipient_email,
      expiresAt: new Date(json.expires_at_millis),
      revoke: async () => {
        await call(sender, routes.revokeTeamInvitation, { params: { id: json.id }, query: { team_id: teamId }, ...access });
      },
    });
  return {
    inviteUser: async (options: { email: string; callbackUrl?: string }) => {
      if (typeof options?.email !== 'string' || options.email === '') throw new TypeError('inviteUser: email must be a non-empty string.');
      const callback_url = callbackUrl(context.urls.teamInvitation, options.callbackUrl, 'inviteUser');
      await call(sender, routes.sendTeamInvitation, { body: { team_id: teamId, email: options.email, callback_url }, ...access });
    },
    listInvitations: async () => {
      const list = await call(sender, routes.listTeamInvitations, { query: { team_id: teamId }, ...access });
      return list.items.map(toInvitation);
    },
    delete: async () => {
      await call(sender, routes.deleteTeam, { params, ...access });
      await teamsChanged(context);
    },
    removeUser: async (userId: string) => {
      checkId(userId, 'userId');
      await call(sender, routes.removeTeamMember, { params: { team_id: teamId, user_id: userId }, body: {}, ...access });
      await teamsChanged(context);
    },
    // createApiKey / listApiKeys (`$manage_api_keys` for a member).
    ...apiKeyActions(context, { type: 'team', teamId, access: 'session' in access ? 'client' : 'server' }),
  };
}

/**
 * A team object for the signed-in user: every method acts through their session (client access), so the server
 * checks their permissions in the team.
 *
 * @example
 * ```ts
 * const teams = (await call(sender, routes.listTeams, { query: { user_id: 'me' }, session: tokens })).items.map((json) => clientTeam(context, json));
 * ```
 */
export function clientTeam(context: AppContext, json: ClientTeamJson): Team {
  const { sender, tokens } = context;
  const access = { session: tokens } as const;
  const params = { team_id: json.id };
  return Object.freeze({
    ...teamFields(json),
    ...sharedTeamActions(context, json.id, access),
    update: async (patch: TeamUpdate) => {
      const { displayName, profileImageUrl, clientMetadata } = patch;
      await call(sender, routes.updateTeam, { params, body: teamBody({ displayName, profileImageUrl, clientMetadata }), ...access });
      await teamsChanged(context);
    },
    listUsers: async () => {
      const list = await call(sender, routes.listTeamMemberProfiles, { query: { team_id: json.id }, ...access });
      return list.items.map((profile) => ({
        id: profile.user_id,
        teamProfile: { displayName: profile.display_name, profileImageUrl: profile.profile_image_url },
      }));
    },
  });
}
