import * as userRoutes from '../../protocol/users/routes';
import * as sessionRoutes from '../../protocol/sessions/routes';
import type { AppContext } from '../app-context';
import { signOut } from '../auth/sign-out';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { lazyMethods } from '../lazy-methods';
import { activeSessionFromJson } from './active-session';
import type { CurrentUserActions, UserPatch } from './current-user';
import * as names from './lazy-method-names';
import { passwordActions } from './password-actions';
import { CLIENT_PATCH_FIELDS, userBody } from './user-body';
import type { OAuthProviderJson } from '../../protocol/users/json';

/**
 * The methods of the signed-in user's object, acting through the app's session with client access:
 * `PATCH|DELETE /users/me`, `GET /auth/sessions?user_id=me`, `DELETE /auth/sessions/{id}?user_id=me`.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, clientUserActions(context));
 * ```
 */
export function clientUserActions(context: AppContext, primaryEmail: string | null, oauthProviders: readonly OAuthProviderJson[] = []): Omit<CurrentUserActions, 'selectedTeam'> {
  const { sender, tokens, stores } = context;
  // Loaded on first use: most pages never touch contact channels.
  const channels = async () => (await import('../email-actions')).contactChannelActions(context, { kind: 'me' });
  return {
    listContactChannels: async () => (await channels()).listContactChannels(),
    createContactChannel: async (data) => (await channels()).createContactChannel(data),
    sendVerificationEmail: async (options) => (await channels()).sendVerificationEmail(primaryEmail, options),
    update: async (patch: UserPatch) => {
      await call(sender, userRoutes.updateCurrentUser, { body: userBody(patch, CLIENT_PATCH_FIELDS), session: tokens });
      await stores.reloadUser();
    },
    delete: async () => {
      await call(sender, userRoutes.deleteCurrentUser, { body: {}, session: tokens });
      tokens.clear();
      stores.sync();
    },
    signOut: (options) => signOut(context, options),
    getActiveSessions: async () => {
      const list = await call(sender, sessionRoutes.listSessions, { query: { user_id: 'me' }, session: tokens });
      return list.items.map(activeSessionFromJson);
    },
    revokeSession: async (sessionId: string) => {
      checkId(sessionId, 'sessionId');
      await call(sender, sessionRoutes.revokeSession, { params: { id: sessionId }, query: { user_id: 'me' }, session: tokens });
    },
    cliAuthConfirmation: async (loginCode) => (await import('../cli-login-actions')).cliAuthConfirmation(context, loginCode),
    ...passwordActions(context, 'client'),
    // Most pages never touch these: their code loads on first call.
    ...lazyMethods(async () => (await import('../teams/user-team-actions')).userTeamActions(context, { kind: 'me' }), names.USER_TEAM_METHODS),
    ...lazyMethods(async () => (await import('../teams/team-invitation-actions')).teamInvitationActions(context), names.INVITATION_METHODS),
    ...lazyMethods(async () => (await import('../permissions/permission-actions')).permissionReadActions(context, { kind: 'me' }), names.PERMISSION_READ_METHODS),
    ...lazyMethods(async () => (await import('../api-keys/api-key-actions')).apiKeyActions(context, { type: 'user', userId: 'me', access: 'client' }), names.API_KEY_METHODS),
    ...lazyMethods(async () => (await import('./oauth-user-actions')).oauthUserActions(context, { kind: 'me' }, oauthProviders), names.OAUTH_USER_METHODS),
    ...lazyMethods(async () => (await import('./passkey-user-actions')).passkeyUserActions(context, { kind: 'me', accessType: 'client' }), names.PASSKEY_USER_METHODS),
    ...lazyMethods(async () => (await import('./mfa-actions')).mfaActions(context, 'client'), names.MFA_METHODS),
  };
}
