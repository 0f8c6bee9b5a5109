import * as userRoutes from '../../protocol/users/routes';
import * as sessionRoutes from '../../protocol/sessions/routes';
import type { AppContext } from '../app-context';
import { signOut } from '../auth/sign-out';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { activeSessionFromJson } from './active-session';
import type { CurrentUserActions, UserPatch } from './current-user';
import { passwordActions } from './password-actions';
import { CLIENT_PATCH_FIELDS, userBody } from './user-body';
import { userCapabilityMethods } from './user-capabilities';
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
    // Teams, permissions, API keys, OAuth accounts, passkeys and two-factor (user-capabilities.ts): loaded on first call.
    ...userCapabilityMethods(context, { kind: 'client', oauthProviders }),
  };
}
