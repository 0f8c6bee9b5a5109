import type { OAuthProviderJson } from '../../protocol/users/json';
import type { ApiKeyActions } from '../api-keys/api-key-actions';
import type { AppContext } from '../app-context';
import { lazyMethods } from '../lazy-methods';
import type { PermissionReadActions } from '../permissions/permission';
import type { InvitationActions } from '../teams/team-invitation-actions';
import type { UserTeamActions } from '../teams/user-team-actions';
import type { MfaActions } from './mfa-actions';
import type { OAuthUserActions } from './oauth-connection';
import type { PasskeyUserActions } from './passkey';

/**
 * Whose user object the methods belong to: the signed-in user of a client app, or a user read with server access
 * (`isCurrent` when it is the server app's own signed-in user, who can act through its session).
 */
export type UserSubject =
  | { kind: 'client'; oauthProviders: readonly OAuthProviderJson[] }
  | { kind: 'server'; userId: string; isCurrent: boolean; oauthProviders: readonly OAuthProviderJson[] };

/** One capability of the user object: the names of its methods and the import that makes them for a subject. */
type UserCapability<A> = { readonly methods: readonly (keyof A)[]; load(context: AppContext, subject: UserSubject): Promise<A> };

/** A row's method list must name every method of its actions: a forgotten one is a type error naming it. */
type EveryMethod<A, K extends keyof A> = [Exclude<keyof A, K>] extends [never] ? unknown : { missing: Exclude<keyof A, K> };

/** Keeps a row's action type, so the user object's type is derived from the table. */
const capability =
  <A>() =>
  <K extends keyof A>(methods: readonly K[] & EveryMethod<A, K>, load: (context: AppContext, subject: UserSubject) => Promise<A>) =>
    ({ methods, load }) as UserCapability<A> & { readonly methods: readonly K[] };

/**
 * The user object's capabilities beyond its own fields, sessions, e-mails and password: core's one list of them. Each
 * row's code loads on the first call of one of its methods (core/lazy-methods.ts), so a page that never calls one
 * never downloads it. The client and the server user objects both spread the whole table, and the user's type is
 * derived from it: adding a capability to the user object is one row here plus the capability's own module.
 *
 * The method names live in this table, not in the modules they load: esbuild splits by file, so a list imported from
 * a lazy module would bring that module onto every page.
 */
const USER_CAPABILITIES = {
  teams: capability<UserTeamActions>()(['listTeams', 'getTeam', 'createTeam', 'setSelectedTeam', 'leaveTeam', 'getTeamProfile', 'listTeamInvitations'], async (context, subject) =>
    (await import('../teams/user-team-actions')).userTeamActions(
      context,
      subject.kind === 'client'
        ? { kind: 'me' }
        : { kind: 'server', userId: subject.userId, serverTeam: async (team) => (await import('../teams/server-team')).serverTeam(context, team) },
    ),
  ),
  invitations: capability<InvitationActions>()(['acceptTeamInvitation', 'getTeamInvitationDetails', 'verifyTeamInvitationCode'], async (context) =>
    (await import('../teams/team-invitation-actions')).teamInvitationActions(context),
  ),
  permissions: capability<PermissionReadActions>()(['hasPermission', 'getPermission', 'listPermissions'], async (context, subject) =>
    (await import('../permissions/permission-actions')).permissionReadActions(context, subject.kind === 'client' ? { kind: 'me' } : { kind: 'server', userId: subject.userId }),
  ),
  apiKeys: capability<ApiKeyActions>()(['listApiKeys', 'createApiKey'], async (context, subject) =>
    (await import('../api-keys/api-key-actions')).apiKeyActions(
      context,
      subject.kind === 'client' ? { type: 'user', userId: 'me', access: 'client' } : { type: 'user', userId: subject.userId, access: 'server' },
    ),
  ),
  // The app's own user links accounts in its browser (client scope); any other user is read with the server key.
  oauth: capability<OAuthUserActions>()(['linkConnectedAccount', 'getConnectedAccount', 'listConnectedAccounts', 'listOAuthProviders'], async (context, subject) =>
    (await import('./oauth-user-actions')).oauthUserActions(
      context,
      subject.kind === 'client' || subject.isCurrent ? { kind: 'me' } : { kind: 'server', userId: subject.userId },
      subject.oauthProviders,
    ),
  ),
  // The app's own user makes passkeys in its browser through its session; any other user's are listed with the key.
  passkeys: capability<PasskeyUserActions>()(['registerPasskey', 'listPasskeys', 'renamePasskey', 'deletePasskey'], async (context, subject) =>
    (await import('./passkey-user-actions')).passkeyUserActions(
      context,
      subject.kind === 'client' ? { kind: 'me', accessType: 'client' } : subject.isCurrent ? { kind: 'me', accessType: 'server' } : { kind: 'server', userId: subject.userId },
    ),
  ),
  // A code proves the user is there: only through the app's own session.
  mfa: capability<MfaActions>()(['enableTotp', 'disableTotp', 'regenerateRecoveryCodes', 'recoveryCodesRemaining'], async (context, subject) => {
    const mfa = await import('./mfa-actions');
    return subject.kind === 'server' && !subject.isCurrent ? mfa.otherUserMfaActions() : mfa.mfaActions(context, subject.kind);
  }),
};

type ActionsOf<C> = C extends UserCapability<infer A> & { readonly methods: readonly (infer K)[] } ? Pick<A, K & keyof A> : never;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void ? I : never;

/** The methods every capability of the table adds to a user object. */
export type UserCapabilityActions = Intersection<ActionsOf<(typeof USER_CAPABILITIES)[keyof typeof USER_CAPABILITIES]>>;

/**
 * Every capability's methods for `subject`, each loading its module on first call.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, { ...ownActions, ...userCapabilityMethods(context, { kind: 'client', oauthProviders: json.oauth_providers }) });
 * await user.listPasskeys(); // loads core/users/passkey-user-actions.ts now
 * ```
 */
export function userCapabilityMethods(context: AppContext, subject: UserSubject): UserCapabilityActions {
  const rows = Object.values(USER_CAPABILITIES) as readonly UserCapability<Record<string, unknown>>[];
  return Object.assign({}, ...rows.map((row) => lazyMethods(() => row.load(context, subject), row.methods))) as UserCapabilityActions;
}
