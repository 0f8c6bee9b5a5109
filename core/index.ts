/**
 * Latch core: the framework-free SDK (browsers and Node). One app per page; every element shares its atoms.
 *
 * @example
 * ```ts
 * import { ClientApp } from '@latch/core';
 * const app = new ClientApp({ projectId, publishableClientKey, baseUrl: 'https://auth.example.com', tokenStore: 'cookie' });
 * ```
 */
export { ClientApp } from './client-app';
export { ServerApp } from './server-app';
export { AdminApp } from './admin-app';
export { ProjectOwnerApp } from './project-owner-app';
export { KnownError } from '../protocol/known-error';
export { LatchNetworkError } from './http/network-error';
export { LatchHttpError } from './http/http-error';
export { CLIENT_VERSION_LABEL, CORE_VERSION } from './version';
export { MFA_ATTEMPT_CODE_KEY } from './auth/multi-factor-stop';
export { impersonationUrl } from './users/create-user-session';

export type { GetUserOptions, RedirectOptions } from './client-app';
export type { ClientAppOptions } from './client-app-options';
export type { FetchLike } from './http/fetch-like';
export type { ServerAppOptions, ListUsersOptions, CreateSessionOptions } from './server-app';
export type { AdminAppOptions, ProjectOwnerSession } from './admin-app';
export type { TokenStoreInit } from './tokens/create-token-store';
export type { RedirectMethod } from './urls/redirector';
export type { Result } from './result';
export type { NetworkErrorKind } from './http/network-error';
export type { KnownErrorCode } from '../protocol/known-error';

export type { CurrentUser, CurrentUserFields, SelectedTeam, UserPatch } from './users/current-user';
export type { ServerUser, ServerUserFields, ServerUserPatch, ServerUserCreate } from './users/server-user';
export type { ActiveSession } from './users/active-session';
export type { MfaActions } from './users/mfa-actions';
export type { ClientProject, ClientProjectConfig } from './projects/client-project';
export type { AdminProject, AdminProjectConfig, AdminProjectPatch, AdminOAuthProvider, AdminEmailConfig } from './projects/admin-project';
export type { ProjectCreate } from './projects/owned-projects';
export type { EmailTemplate, SentEmail, SmtpConfig } from './admin/emails';
export type { InternalApiKey, InternalApiKeyFirstView, InternalApiKeyCreate } from './admin/internal-api-key';
export type { WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointUpdate, WebhookDelivery } from './admin/webhooks';
export type { MetricsDataPoint, MetricsOptions, ProjectMetrics } from './admin/metrics';
export type { SessionState } from './session-state';
export type { HandlerUrls } from './urls/handler-urls';
export type { ContactChannel, ContactChannelCreate, ContactChannelPatch, ServerContactChannel } from './contact-channels/contact-channel';
export type { ApiKey, ApiKeyFirstView, ApiKeyCreateOptions, ApiKeyUpdateOptions, ApiKeyInvalidReason } from './api-keys/api-key';
export type { MagicLinkSignIn } from './auth/email-code';
export type { PromptCliLoginOptions } from './auth/cli-login';
export type { CliAuthConfirmation } from './auth/cli-confirm';
export type {
  Team,
  TeamCreate,
  TeamUpdate,
  TeamUser,
  TeamMemberProfile,
  EditableTeamMemberProfile,
  SentTeamInvitation,
  ReceivedTeamInvitation,
  ServerTeam,
  ServerTeamCreate,
  ServerTeamUpdate,
  ServerTeamUser,
} from './teams/team';
export type { Permission, PermissionScope } from './permissions/permission';
export type { PermissionDefinition, PermissionDefinitionCreate, PermissionDefinitionUpdate } from './permissions/permission-definitions';
export type { OAuthSignInOptions } from './auth/oauth-sign-in';
export type {
  OAuthConnection,
  OAuthProviderAccount,
  OAuthProviderAccountPatch,
  GetConnectedAccountOptions,
  OAuthUserActions,
} from './users/oauth-connection';
export type { Passkey, PasskeyUserActions } from './users/passkey';
export type { PasskeyAutofillOptions, PasskeyAutofillOutcome } from './auth/passkey-autofill';
