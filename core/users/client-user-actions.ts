import * as routes from '../../protocol/route-table';
import type { AppContext } from '../app-context';
import { lazyApiKeyActions } from '../api-keys/lazy-api-key-actions';
import { signOut } from '../auth/sign-out';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { activeSessionFromJson } from './active-session';
import type { CurrentUserActions, UserPatch } from './current-user';
import { lazyUserTeamActions } from '../teams/lazy-user-team-actions';
import { passwordActions } from './password-actions';
import { lazyPermissionReadActions } from '../permissions/lazy-permission-read-actions';
import { CLIENT_PATCH_FIELDS, userBody } from './user-body';
import { lazyOAuthUserActions } from './lazy-oauth-user-actions';
import { lazyPasskeyUserActions } from './lazy-passkey-user-actions';
import { lazyMfaActions } from './lazy-mfa-actions';
import type { OAuthProviderJson } from '../../protocol/json/user';

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
      await call(sender, routes.updateCurrentUser, { body: userBody(patch, CLIENT_PATCH_FIELDS), session: tokens });
      await stores.reloadUser();
    },
    delete: async () => {
      await call(sender, routes.deleteCurrentUser, { body: {}, session: tokens });
      tokens.clear();
      stores.sync();
    },
    signOut: (options) => signOut(context, options),
    getActiveSessions: async () => {
      const list = await call(sender, routes.listSessions, { query: { user_id: 'me' }, session: tokens });
      return list.items.map(activeSessionFromJson);
    },
    revokeSession: async (sessionId: string) => {
      checkId(sessionId, 'sessionId');
      await call(sender, routes.revokeSession, { params: { id: sessionId }, query: { user_id: 'me' }, session: tokens });
    },
    cliAuthConfirmation: async (loginCode) => (await import('../cli-login-actions')).cliAuthConfirmation(context, loginCode),
    ...passwordActions(context, 'client'),
    ...lazyUserTeamActions(context, { kind: 'me' }),
    ...lazyPermissionReadActions(context, { kind: 'me' }),
    ...lazyApiKeyActions(context, { type: 'user', userId: 'me', access: 'client' }),
    ...lazyOAuthUserActions(context, { kind: 'me' }, oauthProviders),
    ...lazyPasskeyUserActions(context, { kind: 'me', accessType: 'client' }),
    ...lazyMfaActions(context, 'client'),
  };
}
