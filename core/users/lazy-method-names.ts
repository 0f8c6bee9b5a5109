import type { ApiKeyActions } from '../api-keys/api-key-actions';
import type { PermissionReadActions } from '../permissions/permission';
import type { InvitationActions } from '../teams/team-invitation-actions';
import type { Team } from '../teams/team';
import type { UserTeamActions } from '../teams/user-team-actions';
import type { MfaActions } from './mfa-actions';
import type { OAuthUserActions } from './oauth-connection';
import type { PasskeyUserActions } from './passkey';

/*
 * The names of the user and team methods whose code loads on first call (core/lazy-methods.ts). They live here, not
 * in the modules they load: esbuild splits by file, so a list imported from a lazy module would bring the whole module
 * onto the page. A name missing here is a type error where the user or team object is made.
 */

/**
 * The user's team methods (core/teams/user-team-actions.ts).
 *
 * @example
 * ```ts
 * const teams = lazyMethods(async () => (await import('../teams/user-team-actions')).userTeamActions(context), USER_TEAM_METHODS);
 * ```
 */
export const USER_TEAM_METHODS = [
  'listTeams',
  'getTeam',
  'createTeam',
  'setSelectedTeam',
  'leaveTeam',
  'getTeamProfile',
  'listTeamInvitations',
] as const satisfies readonly (keyof UserTeamActions)[];

/**
 * The signed-in user's invitation methods (core/teams/team-invitation-actions.ts).
 *
 * @example
 * ```ts
 * const invitations = lazyMethods(async () => (await import('../teams/team-invitation-actions')).teamInvitationActions(context), INVITATION_METHODS);
 * ```
 */
export const INVITATION_METHODS = ['acceptTeamInvitation', 'getTeamInvitationDetails', 'verifyTeamInvitationCode'] as const satisfies readonly (keyof InvitationActions)[];

/**
 * A selected team's methods (core/teams/team-actions.ts, or the server team's).
 *
 * @example
 * ```ts
 * const team = { ...teamFields(json), ...lazyMethods(load, TEAM_METHODS) };
 * ```
 */
export const TEAM_METHODS = [
  'inviteUser',
  'listUsers',
  'listInvitations',
  'update',
  'delete',
  'removeUser',
  'listApiKeys',
  'createApiKey',
] as const satisfies readonly (keyof Team)[];

/**
 * The user's permission reads (core/permissions/permission-actions.ts).
 *
 * @example
 * ```ts
 * const permissions = lazyMethods(async () => (await import('../permissions/permission-actions')).permissionReadActions(context, { kind: 'me' }), PERMISSION_READ_METHODS);
 * ```
 */
export const PERMISSION_READ_METHODS = ['hasPermission', 'getPermission', 'listPermissions'] as const satisfies readonly (keyof PermissionReadActions)[];

/**
 * The user's API key methods (core/api-keys/api-key-actions.ts).
 *
 * @example
 * ```ts
 * const keys = lazyMethods(async () => (await import('../api-keys/api-key-actions')).apiKeyActions(context, scope), API_KEY_METHODS);
 * ```
 */
export const API_KEY_METHODS = ['listApiKeys', 'createApiKey'] as const satisfies readonly (keyof ApiKeyActions)[];

/**
 * The user's OAuth account methods (core/users/oauth-user-actions.ts; linking loads the OAuth flow when it starts).
 *
 * @example
 * ```ts
 * const oauth = lazyMethods(async () => (await import('./oauth-user-actions')).oauthUserActions(context, scope, providers), OAUTH_USER_METHODS);
 * ```
 */
export const OAUTH_USER_METHODS = [
  'linkConnectedAccount',
  'getConnectedAccount',
  'listConnectedAccounts',
  'listOAuthProviders',
] as const satisfies readonly (keyof OAuthUserActions)[];

/**
 * The user's passkey methods (core/users/passkey-user-actions.ts, and @simplewebauthn/browser when a passkey is made).
 *
 * @example
 * ```ts
 * const passkeys = lazyMethods(async () => (await import('./passkey-user-actions')).passkeyUserActions(context, scope), PASSKEY_USER_METHODS);
 * ```
 */
export const PASSKEY_USER_METHODS = ['registerPasskey', 'listPasskeys', 'renamePasskey', 'deletePasskey'] as const satisfies readonly (keyof PasskeyUserActions)[];

/**
 * The user's two-factor methods (core/users/mfa-actions.ts).
 *
 * @example
 * ```ts
 * const mfa = lazyMethods(async () => (await import('./mfa-actions')).mfaActions(context, 'client'), MFA_METHODS);
 * ```
 */
export const MFA_METHODS = ['enableTotp', 'disableTotp', 'regenerateRecoveryCodes', 'recoveryCodesRemaining'] as const satisfies readonly (keyof MfaActions)[];
