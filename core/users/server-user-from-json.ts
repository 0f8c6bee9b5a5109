import type { ServerTeamJson } from '../../protocol/teams/json';
import type { ServerUserJson } from '../../protocol/users/json';
import * as userRoutes from '../../protocol/users/routes';
import * as sessionRoutes from '../../protocol/sessions/routes';
import type { AppContext } from '../app-context';
import { signOut } from '../auth/sign-out';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { contactChannelActions } from '../contact-channels/contact-channel-actions';
import { permissionGrantActions } from '../permissions/permission-actions';
import { activeSessionFromJson } from './active-session';
import { createUserSession } from './create-user-session';
import { knownErrorResult } from '../http/known-error-result';
import { lazySelectedTeam } from '../teams/selected-team';
import { passwordActions, type PasswordActions } from './password-actions';
import { createServerUser, type ServerUser, type ServerUserPatch } from './server-user';
import { SERVER_PATCH_FIELDS, userBody } from './user-body';
import { userCapabilityMethods } from './user-capabilities';

/**
 * A server user object whose methods act with server access; `isCurrent` when it is the user of the app's token
 * store (read from `/users/me`). Changing or deleting the app's own user also updates `$user` and the session.
 *
 * @example
 * ```ts
 * const user = serverUserFromJson(context, await call(context.sender, userRoutes.getUser, { params: { user_id }, accessType: 'server' }), false);
 * ```
 */
export function serverUserFromJson(context: AppContext, json: ServerUserJson, isCurrent: boolean): ServerUser {
  const { sender, tokens, stores } = context;
  const userId = json.id;
  const params = { user_id: userId };
  // The current user's sessions are listed with its own tokens, so the server can mark the current one.
  const sessionScope = isCurrent ? { query: { user_id: 'me' }, session: tokens } : { query: { user_id: userId } };
  const isCurrentUser = () => isCurrent || stores.cachedUser()?.id === userId;
  const channels = contactChannelActions(context, { kind: 'server', userId, isCurrent: isCurrentUser });
  const teamScope = { kind: 'server', userId, serverTeam: async (team: ServerTeamJson) => (await import('../teams/server-team')).serverTeam(context, team) } as const;
  return createServerUser(json, {
    listContactChannels: channels.listContactChannels,
    createContactChannel: channels.createContactChannel,
    sendVerificationEmail: (options) => channels.sendVerificationEmail(json.primary_email, options),
    update: async (patch: ServerUserPatch) => {
      await call(sender, userRoutes.updateUser, { params, accessType: 'server', body: userBody(patch, SERVER_PATCH_FIELDS) });
      if (isCurrentUser()) await stores.reloadUser();
    },
    delete: async () => {
      await call(sender, userRoutes.deleteUser, { params, accessType: 'server', body: {} });
      if (isCurrentUser()) {
        tokens.clear();
        stores.sync();
      }
    },
    signOut: async (options) => {
      if (!isCurrentUser()) throw new TypeError('signOut() ends the session of this app; this user is not signed in here. Use revokeSession() instead.');
      await signOut(context, options);
    },
    cliAuthConfirmation: async (loginCode) => {
      if (!isCurrentUser()) throw new TypeError('cliAuthConfirmation() confirms as the user signed in here; this user is not.');
      return (await import('../cli-login-actions')).cliAuthConfirmation(context, loginCode);
    },
    getActiveSessions: async () => {
      const list = await call(sender, sessionRoutes.listSessions, { accessType: 'server', ...sessionScope });
      return list.items.map(activeSessionFromJson);
    },
    revokeSession: async (sessionId: string) => {
      checkId(sessionId, 'sessionId');
      await call(sender, sessionRoutes.revokeSession, { params: { id: sessionId }, accessType: 'server', ...sessionScope });
    },
    createSession: (options = {}) => createUserSession(context, { ...options, userId }),
    ...permissionGrantActions(context, userId),
    ...(isCurrent ? passwordActions(context, 'server') : otherUserPasswordActions(context, userId)),
    ...lazySelectedTeam(context, json.selected_team, teamScope),
    // Teams, permissions, API keys, OAuth accounts, passkeys and two-factor (user-capabilities.ts): loaded on first call.
    ...userCapabilityMethods(context, { kind: 'server', userId, isCurrent, oauthProviders: json.oauth_providers }),
  });
}

/**
 * Password methods of a user who is not this app's own: there is no session of theirs to check the current password
 * through, so `updatePassword` is a caller's mistake; `setPassword` sets it with server access (which ends the user's
 * sessions, as any server-side password change does).
 */
function otherUserPasswordActions(context: AppContext, userId: string): PasswordActions {
  return {
    updatePassword: () => Promise.reject(new TypeError("updatePassword needs the user's own session; with server access use setPassword or update({ password }).")),
    setPassword: async (options) => {
      const result = await knownErrorResult(() =>
        call(context.sender, userRoutes.updateUser, { params: { user_id: userId }, accessType: 'server', body: { password: options.password } }),
      );
      if (result.status === 'error') return result.error;
    },
  };
}
