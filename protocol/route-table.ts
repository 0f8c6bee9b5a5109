import type { z } from 'zod';
import type { EmailTemplateJson, SendTestEmailJson, SentEmailJson } from './emails/json';
import type { CreatedInternalApiKeyJson, InternalApiKeyJson } from './internal-api-keys/json';
import type { ListJson, SuccessJson } from './list-json';
import type { AdminProjectJson, ClientProjectJson } from './projects/json';
import type { CreatedSessionJson, OAuthTokenJson, SessionJson, SignInJson } from './sessions/json';
import type { ClientUserJson, ServerUserJson } from './users/json';
import type { ContactChannelJson } from './contact-channels/json';
import type { CodeValidJson, OtpNonceJson, OtpSignInJson } from './email-code/json';
import type { EmptyBody, NoBody, Route, WireQuery } from './route';
import type { internalApiKeyCreateBody, internalApiKeyUpdateBody } from './internal-api-keys/schemas';
import type { passwordSignInBody, passwordSignUpBody } from './password/schemas';
import type { codeBody } from './code-schemas';
import type { jwksQuery } from './jwks/schemas';
import type { resetPasswordBody, sendResetCodeBody, setPasswordBody, updatePasswordBody } from './password/reset-schemas';
import type { emailTemplatePatchBody, sendTestEmailBody } from './emails/schemas';
import type { projectCreateBody, projectPatchBody } from './projects/schemas';
import type { oauthTokenBody, sessionCreateBody } from './sessions/schemas';
import type { otpSendBody } from './email-code/schemas';
import type { channelSendCodeBody, legacySendCodeBody, serverContactChannelCreateBody, serverContactChannelUpdateBody } from './contact-channels/schemas';
import type { clientUserUpdateBody, serverUserCreateBody, serverUserUpdateBody, userListQuery } from './users/schemas';
import type { ConnectedAccountJson, OAuthLocationJson, OAuthProviderAccountJson, ProviderAccessTokenJson, ServerOAuthProviderAccountJson } from './oauth/json';
import type { connectedAccountTokenBody, oauthAuthorizeQuery, oauthProviderClientUpdateBody, oauthProviderCreateBody, oauthProviderServerUpdateBody } from './oauth/schemas';

/**
 * The API's routes under `/api/v1` (docs/wire.md §3, §4), one constant each: the table the server mounts and the SDK
 * calls (`import * as routes from` this file, then `routes.name`), so both agree on method, path, body and answer. Bodies are the `z.input`
 * of the schemas in `protocol/schemas/`, which the server validates; this file holds only constants and types, so
 * browser code may import it. Plain object constants, so a browser bundle carries only the routes its code calls.
 */
// Sign-in methods (docs/wire.md §4)
export const passwordSignUp: Route<'POST', '/auth/password/sign-up', z.input<typeof passwordSignUpBody>, SignInJson, SignInJson, never> = {
  method: 'POST',
  path: '/auth/password/sign-up',
};
export const passwordSignIn: Route<'POST', '/auth/password/sign-in', z.input<typeof passwordSignInBody>, SignInJson, SignInJson, never> = {
  method: 'POST',
  path: '/auth/password/sign-in',
};
export const anonymousSignUp: Route<'POST', '/auth/anonymous/sign-up', NoBody, SignInJson, SignInJson, never> = { method: 'POST', path: '/auth/anonymous/sign-up' };
export const otpSendSignInCode: Route<'POST', '/auth/otp/send-sign-in-code', z.input<typeof otpSendBody>, OtpNonceJson, OtpNonceJson, never> = {
  method: 'POST',
  path: '/auth/otp/send-sign-in-code',
};
export const otpSignIn: Route<'POST', '/auth/otp/sign-in', z.input<typeof codeBody>, OtpSignInJson, OtpSignInJson, never> = { method: 'POST', path: '/auth/otp/sign-in' };
export const otpCheckCode: Route<'POST', '/auth/otp/sign-in/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = {
  method: 'POST',
  path: '/auth/otp/sign-in/check-code',
};

// Contact channels (docs/product.md §7; docs/wire.md §3, §4). `user_id` is `me` or, with server access, any user's id.
export const listContactChannels: Route<'GET', '/contact-channels', NoBody, ListJson<ContactChannelJson>, ListJson<ContactChannelJson>, { user_id: string }> = {
  method: 'GET',
  path: '/contact-channels',
};
export const createContactChannel: Route<'POST', '/contact-channels', z.input<typeof serverContactChannelCreateBody>, ContactChannelJson, ContactChannelJson, never> = {
  method: 'POST',
  path: '/contact-channels',
};
export const getContactChannel: Route<'GET', '/contact-channels/:user_id/:id', NoBody, ContactChannelJson, ContactChannelJson, never> = {
  method: 'GET',
  path: '/contact-channels/:user_id/:id',
};
export const updateContactChannel: Route<
  'PATCH',
  '/contact-channels/:user_id/:id',
  z.input<typeof serverContactChannelUpdateBody>,
  ContactChannelJson,
  ContactChannelJson,
  never
> = { method: 'PATCH', path: '/contact-channels/:user_id/:id' };
export const deleteContactChannel: Route<'DELETE', '/contact-channels/:user_id/:id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/contact-channels/:user_id/:id',
};
export const sendChannelVerificationCode: Route<
  'POST',
  '/contact-channels/:user_id/:id/send-verification-code',
  z.input<typeof channelSendCodeBody>,
  SuccessJson,
  SuccessJson,
  never
> = { method: 'POST', path: '/contact-channels/:user_id/:id/send-verification-code' };
/** The older form the official client's `user.sendVerificationEmail()` calls: the signed-in user's address. */
export const sendVerificationCode: Route<'POST', '/contact-channels/send-verification-code', z.input<typeof legacySendCodeBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/contact-channels/send-verification-code',
};
export const verifyEmail: Route<'POST', '/contact-channels/verify', z.input<typeof codeBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/contact-channels/verify',
};
export const checkVerificationCode: Route<'POST', '/contact-channels/verify/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = {
  method: 'POST',
  path: '/contact-channels/verify/check-code',
};

// Password recovery and change (docs/wire.md §4)
export const sendPasswordResetCode: Route<'POST', '/auth/password/send-reset-code', z.input<typeof sendResetCodeBody>, { success: string }, { success: string }, never> = {
  method: 'POST',
  path: '/auth/password/send-reset-code',
};
export const checkPasswordResetCode: Route<'POST', '/auth/password/reset/check-code', z.input<typeof codeBody>, { is_code_valid: true }, { is_code_valid: true }, never> = {
  method: 'POST',
  path: '/auth/password/reset/check-code',
};
export const resetPassword: Route<'POST', '/auth/password/reset', z.input<typeof resetPasswordBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/auth/password/reset',
};
export const updatePassword: Route<'POST', '/auth/password/update', z.input<typeof updatePasswordBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/auth/password/update',
};
export const setPassword: Route<'POST', '/auth/password/set', z.input<typeof setPasswordBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/auth/password/set' };

// Sessions
/** Form-encoded (RFC 6749 §4.1.3, §6), without the X-Stack identity headers. */
export const oauthToken: Route<'POST', '/auth/oauth/token', z.input<typeof oauthTokenBody>, OAuthTokenJson, OAuthTokenJson, never> = { method: 'POST', path: '/auth/oauth/token' };
export const createSession: Route<'POST', '/auth/sessions', z.input<typeof sessionCreateBody>, CreatedSessionJson, CreatedSessionJson, never> = {
  method: 'POST',
  path: '/auth/sessions',
};
export const listSessions: Route<'GET', '/auth/sessions', NoBody, ListJson<SessionJson>, ListJson<SessionJson>, { user_id: string }> = { method: 'GET', path: '/auth/sessions' };
export const signOut: Route<'DELETE', '/auth/sessions/current', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/auth/sessions/current' };
export const revokeSession: Route<'DELETE', '/auth/sessions/:id', NoBody, SuccessJson, SuccessJson, { user_id?: string }> = { method: 'DELETE', path: '/auth/sessions/:id' };

// The signed-in user: client access sees the client view, server access the server view.
export const currentUser: Route<'GET', '/users/me', NoBody, ClientUserJson, ServerUserJson, never> = { method: 'GET', path: '/users/me' };
export const updateCurrentUser: Route<'PATCH', '/users/me', z.input<typeof clientUserUpdateBody>, ClientUserJson, ServerUserJson, never> = { method: 'PATCH', path: '/users/me' };
export const deleteCurrentUser: Route<'DELETE', '/users/me', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/users/me' };

// Any user (server access)
export const listUsers: Route<'GET', '/users', NoBody, ListJson<ServerUserJson>, ListJson<ServerUserJson>, WireQuery<z.input<typeof userListQuery>>> = {
  method: 'GET',
  path: '/users',
};
export const createUser: Route<'POST', '/users', z.input<typeof serverUserCreateBody>, ServerUserJson, ServerUserJson, never> = { method: 'POST', path: '/users' };
export const getUser: Route<'GET', '/users/:user_id', NoBody, ServerUserJson, ServerUserJson, never> = { method: 'GET', path: '/users/:user_id' };
export const updateUser: Route<'PATCH', '/users/:user_id', z.input<typeof serverUserUpdateBody>, ServerUserJson, ServerUserJson, never> = {
  method: 'PATCH',
  path: '/users/:user_id',
};
export const deleteUser: Route<'DELETE', '/users/:user_id', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/users/:user_id' };

// Projects
export const currentProject: Route<'GET', '/projects/current', NoBody, ClientProjectJson, ClientProjectJson, never> = { method: 'GET', path: '/projects/current' };
export const adminProject: Route<'GET', '/internal/projects/current', NoBody, AdminProjectJson, AdminProjectJson, never> = { method: 'GET', path: '/internal/projects/current' };
export const updateAdminProject: Route<'PATCH', '/internal/projects/current', z.input<typeof projectPatchBody>, AdminProjectJson, AdminProjectJson, never> = {
  method: 'PATCH',
  path: '/internal/projects/current',
};

// The project's own API keys (admin access)
export const listInternalApiKeys: Route<'GET', '/internal/api-keys', NoBody, ListJson<InternalApiKeyJson>, ListJson<InternalApiKeyJson>, never> = {
  method: 'GET',
  path: '/internal/api-keys',
};
export const createInternalApiKey: Route<'POST', '/internal/api-keys', z.input<typeof internalApiKeyCreateBody>, CreatedInternalApiKeyJson, CreatedInternalApiKeyJson, never> = {
  method: 'POST',
  path: '/internal/api-keys',
};
export const updateInternalApiKey: Route<'PATCH', '/internal/api-keys/:id', z.input<typeof internalApiKeyUpdateBody>, InternalApiKeyJson, InternalApiKeyJson, never> = {
  method: 'PATCH',
  path: '/internal/api-keys/:id',
};
export const getInternalApiKey: Route<'GET', '/internal/api-keys/:id', NoBody, InternalApiKeyJson, InternalApiKeyJson, never> = { method: 'GET', path: '/internal/api-keys/:id' };

// Routes the server answers that core has no action for yet (the dashboard and other clients call them)
export const refreshSession: Route<
  'POST',
  '/auth/sessions/current/refresh',
  NoBody,
  { access_token: string; refresh_token?: string },
  { access_token: string; refresh_token?: string },
  never
> = { method: 'POST', path: '/auth/sessions/current/refresh' };
export const deleteAdminProject: Route<'DELETE', '/internal/projects/current', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/internal/projects/current',
};
export const listOwnedProjects: Route<'GET', '/internal/projects', NoBody, ListJson<AdminProjectJson>, ListJson<AdminProjectJson>, never> = {
  method: 'GET',
  path: '/internal/projects',
};
export const createOwnedProject: Route<'POST', '/internal/projects', z.input<typeof projectCreateBody>, AdminProjectJson, AdminProjectJson, never> = {
  method: 'POST',
  path: '/internal/projects',
};
export const jwks: Route<'GET', '/projects/:projectId/.well-known/jwks.json', NoBody, { keys: JsonWebKey[] }, { keys: JsonWebKey[] }, WireQuery<z.input<typeof jwksQuery>>> = {
  method: 'GET',
  path: '/projects/:projectId/.well-known/jwks.json',
};
export const listEmailTemplates: Route<'GET', '/email-templates', NoBody, ListJson<EmailTemplateJson>, ListJson<EmailTemplateJson>, never> = {
  method: 'GET',
  path: '/email-templates',
};
export const getEmailTemplate: Route<'GET', '/email-templates/:type', NoBody, EmailTemplateJson, EmailTemplateJson, never> = { method: 'GET', path: '/email-templates/:type' };
export const updateEmailTemplate: Route<'PATCH', '/email-templates/:type', z.input<typeof emailTemplatePatchBody>, EmailTemplateJson, EmailTemplateJson, never> = {
  method: 'PATCH',
  path: '/email-templates/:type',
};
export const resetEmailTemplate: Route<'DELETE', '/email-templates/:type', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/email-templates/:type' };
export const listSentEmails: Route<'GET', '/internal/emails', NoBody, ListJson<SentEmailJson>, ListJson<SentEmailJson>, never> = { method: 'GET', path: '/internal/emails' };
export const sendTestEmail: Route<'POST', '/internal/send-test-email', z.input<typeof sendTestEmailBody>, SendTestEmailJson, SendTestEmailJson, never> = {
  method: 'POST',
  path: '/internal/send-test-email',
};

// OAuth sign-in (docs/wire.md §4 "OAuth"): the browser is sent to authorize, the provider back to the callback, which
// redirects (303) to the client's redirect_uri with an authorization code for `oauthToken` (grant authorization_code).
export const oauthAuthorize: Route<'GET', '/auth/oauth/authorize/:provider_id', NoBody, OAuthLocationJson, OAuthLocationJson, WireQuery<z.input<typeof oauthAuthorizeQuery>>> = {
  method: 'GET',
  path: '/auth/oauth/authorize/:provider_id',
};
export const oauthCallback: Route<'GET', '/auth/oauth/callback/:provider_id', NoBody, never, never, { code?: string; state?: string; error?: string }> = {
  method: 'GET',
  path: '/auth/oauth/callback/:provider_id',
};
/** Providers that answer with `response_mode=form_post` (Apple) post the same fields. */
export const oauthCallbackPost: Route<
  'POST',
  '/auth/oauth/callback/:provider_id',
  { code?: string; state?: string; error?: string } | undefined,
  never,
  never,
  { code?: string; state?: string; error?: string }
> = { method: 'POST', path: '/auth/oauth/callback/:provider_id' };

// Connected accounts: a user's provider accounts whose tokens may be handed out (`user_id` is `me` for a client).
export const listConnectedAccounts: Route<'GET', '/connected-accounts/:user_id', NoBody, ListJson<ConnectedAccountJson>, ListJson<ConnectedAccountJson>, never> = {
  method: 'GET',
  path: '/connected-accounts/:user_id',
};
export const connectedAccountAccessToken: Route<
  'POST',
  '/connected-accounts/:user_id/:provider_id/access-token',
  z.input<typeof connectedAccountTokenBody>,
  ProviderAccessTokenJson,
  ProviderAccessTokenJson,
  never
> = { method: 'POST', path: '/connected-accounts/:user_id/:provider_id/access-token' };
export const connectedAccountAccessTokenByAccount: Route<
  'POST',
  '/connected-accounts/:user_id/:provider_id/:provider_account_id/access-token',
  z.input<typeof connectedAccountTokenBody>,
  ProviderAccessTokenJson,
  ProviderAccessTokenJson,
  never
> = { method: 'POST', path: '/connected-accounts/:user_id/:provider_id/:provider_account_id/access-token' };

// A user's OAuth accounts (the official client's `/oauth-providers`): list, read, switch, remove; a server may add one.
export const listOAuthProviders: Route<'GET', '/oauth-providers', NoBody, ListJson<OAuthProviderAccountJson>, ListJson<ServerOAuthProviderAccountJson>, { user_id?: string }> = {
  method: 'GET',
  path: '/oauth-providers',
};
export const createOAuthProvider: Route<
  'POST',
  '/oauth-providers',
  z.input<typeof oauthProviderCreateBody>,
  ServerOAuthProviderAccountJson,
  ServerOAuthProviderAccountJson,
  never
> = { method: 'POST', path: '/oauth-providers' };
export const getOAuthProvider: Route<'GET', '/oauth-providers/:user_id/:id', NoBody, OAuthProviderAccountJson, ServerOAuthProviderAccountJson, never> = {
  method: 'GET',
  path: '/oauth-providers/:user_id/:id',
};
export const updateOAuthProvider: Route<
  'PATCH',
  '/oauth-providers/:user_id/:id',
  z.input<typeof oauthProviderClientUpdateBody> & z.input<typeof oauthProviderServerUpdateBody>,
  OAuthProviderAccountJson,
  ServerOAuthProviderAccountJson,
  never
> = { method: 'PATCH', path: '/oauth-providers/:user_id/:id' };
export const deleteOAuthProvider: Route<'DELETE', '/oauth-providers/:user_id/:id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/oauth-providers/:user_id/:id',
};
