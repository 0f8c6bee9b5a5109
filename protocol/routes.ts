import type { z } from 'zod';
import type { EmailTemplateJson, SendTestEmailJson, SentEmailJson } from './json/email';
import type { CreatedInternalApiKeyJson, InternalApiKeyJson } from './json/internal-api-key';
import type { ListJson, SuccessJson } from './json/list';
import type { AdminProjectJson, ClientProjectJson } from './json/project';
import type { CreatedSessionJson, OAuthTokenJson, SessionJson, SignInJson } from './json/session';
import type { ClientUserJson, ServerUserJson } from './json/user';
import type { ContactChannelJson } from './json/contact-channel';
import type { CodeValidJson, OtpNonceJson, OtpSignInJson } from './json/otp';
import { route } from './route';
import type { internalApiKeyCreateBody, internalApiKeyUpdateBody } from './schemas/internal-api-keys';
import type { passwordSignInBody, passwordSignUpBody } from './schemas/password-auth';
import type { codeBody } from './schemas/codes';
import type { resetPasswordBody, sendResetCodeBody, setPasswordBody, updatePasswordBody } from './schemas/password-reset';
import type { emailTemplatePatchBody, sendTestEmailBody } from './schemas/emails';
import type { projectCreateBody, projectPatchBody } from './schemas/projects';
import type { oauthTokenBody, sessionCreateBody } from './schemas/sessions';
import type { otpSendBody } from './schemas/otp-auth';
import type {
  channelSendCodeBody,
  legacySendCodeBody,
  serverContactChannelCreateBody,
  serverContactChannelUpdateBody,
} from './schemas/contact-channels';
import type { clientUserUpdateBody, serverUserCreateBody, serverUserUpdateBody, userListQuery } from './schemas/users';

/** The body the official client sends to DELETEs (stack-api §4: "body ignored, SDK sends `{}`"). */
type EmptyBody = Record<string, never>;
/** No body at all. */
type NoBody = undefined;
/** A query as sent: the sender writes numbers and booleans as text. */
type WireQuery<T> = { [K in keyof T]?: T[K] | number | boolean };

/**
 * The API's routes under `/api/v1` (stack-api §3, §4): one table the server mounts and the SDK calls, so both agree
 * on method, path, body and answer. Bodies are the `z.input` of the schemas in `protocol/schemas/`, which the
 * server validates; this file holds only constants and types, so browser code may import it.
 *
 * @example
 * ```ts
 * const pair = await call(sender, routes.passwordSignIn, { body: { email, password }, session });
 * api.on(routes.passwordSignIn.method, routes.passwordSignIn.path, handler);
 * ```
 */
export const routes = Object.freeze({
  // Sign-in methods (stack-api §4)
  passwordSignUp: route<z.input<typeof passwordSignUpBody>, SignInJson>()('POST', '/auth/password/sign-up'),
  passwordSignIn: route<z.input<typeof passwordSignInBody>, SignInJson>()('POST', '/auth/password/sign-in'),
  anonymousSignUp: route<NoBody, SignInJson>()('POST', '/auth/anonymous/sign-up'),
  otpSendSignInCode: route<z.input<typeof otpSendBody>, OtpNonceJson>()('POST', '/auth/otp/send-sign-in-code'),
  otpSignIn: route<z.input<typeof codeBody>, OtpSignInJson>()('POST', '/auth/otp/sign-in'),
  otpCheckCode: route<z.input<typeof codeBody>, CodeValidJson>()('POST', '/auth/otp/sign-in/check-code'),

  // Contact channels (spec §7; stack-api §3, §4). `user_id` is `me` or, with server access, any user's id.
  listContactChannels: route<NoBody, ListJson<ContactChannelJson>, ListJson<ContactChannelJson>, { user_id: string }>()('GET', '/contact-channels'),
  createContactChannel: route<z.input<typeof serverContactChannelCreateBody>, ContactChannelJson>()('POST', '/contact-channels'),
  getContactChannel: route<NoBody, ContactChannelJson>()('GET', '/contact-channels/:user_id/:id'),
  updateContactChannel: route<z.input<typeof serverContactChannelUpdateBody>, ContactChannelJson>()('PATCH', '/contact-channels/:user_id/:id'),
  deleteContactChannel: route<EmptyBody, SuccessJson>()('DELETE', '/contact-channels/:user_id/:id'),
  sendChannelVerificationCode: route<z.input<typeof channelSendCodeBody>, SuccessJson>()(
    'POST',
    '/contact-channels/:user_id/:id/send-verification-code',
  ),
  /** The older form the official client's `user.sendVerificationEmail()` calls: the signed-in user's address. */
  sendVerificationCode: route<z.input<typeof legacySendCodeBody>, SuccessJson>()('POST', '/contact-channels/send-verification-code'),
  verifyEmail: route<z.input<typeof codeBody>, SuccessJson>()('POST', '/contact-channels/verify'),
  checkVerificationCode: route<z.input<typeof codeBody>, CodeValidJson>()('POST', '/contact-channels/verify/check-code'),

  // Password recovery and change (stack-api §4)
  sendPasswordResetCode: route<z.input<typeof sendResetCodeBody>, { success: string }>()('POST', '/auth/password/send-reset-code'),
  checkPasswordResetCode: route<z.input<typeof codeBody>, { is_code_valid: true }>()('POST', '/auth/password/reset/check-code'),
  resetPassword: route<z.input<typeof resetPasswordBody>, SuccessJson>()('POST', '/auth/password/reset'),
  updatePassword: route<z.input<typeof updatePasswordBody>, SuccessJson>()('POST', '/auth/password/update'),
  setPassword: route<z.input<typeof setPasswordBody>, SuccessJson>()('POST', '/auth/password/set'),

  // Sessions
  /** Form-encoded (RFC 6749 §4.1.3, §6), without the X-Stack identity headers. */
  oauthToken: route<z.input<typeof oauthTokenBody>, OAuthTokenJson>()('POST', '/auth/oauth/token'),
  createSession: route<z.input<typeof sessionCreateBody>, CreatedSessionJson>()('POST', '/auth/sessions'),
  listSessions: route<NoBody, ListJson<SessionJson>, ListJson<SessionJson>, { user_id: string }>()('GET', '/auth/sessions'),
  signOut: route<EmptyBody, SuccessJson>()('DELETE', '/auth/sessions/current'),
  revokeSession: route<NoBody, SuccessJson, SuccessJson, { user_id?: string }>()('DELETE', '/auth/sessions/:id'),

  // The signed-in user: client access sees the client view, server access the server view.
  currentUser: route<NoBody, ClientUserJson, ServerUserJson>()('GET', '/users/me'),
  updateCurrentUser: route<z.input<typeof clientUserUpdateBody>, ClientUserJson, ServerUserJson>()('PATCH', '/users/me'),
  deleteCurrentUser: route<EmptyBody, SuccessJson>()('DELETE', '/users/me'),

  // Any user (server access)
  listUsers: route<NoBody, ListJson<ServerUserJson>, ListJson<ServerUserJson>, WireQuery<z.input<typeof userListQuery>>>()('GET', '/users'),
  createUser: route<z.input<typeof serverUserCreateBody>, ServerUserJson>()('POST', '/users'),
  getUser: route<NoBody, ServerUserJson>()('GET', '/users/:user_id'),
  updateUser: route<z.input<typeof serverUserUpdateBody>, ServerUserJson>()('PATCH', '/users/:user_id'),
  deleteUser: route<EmptyBody, SuccessJson>()('DELETE', '/users/:user_id'),

  // Projects
  currentProject: route<NoBody, ClientProjectJson>()('GET', '/projects/current'),
  adminProject: route<NoBody, AdminProjectJson>()('GET', '/internal/projects/current'),
  updateAdminProject: route<z.input<typeof projectPatchBody>, AdminProjectJson>()('PATCH', '/internal/projects/current'),

  // The project's own API keys (admin access)
  listInternalApiKeys: route<NoBody, ListJson<InternalApiKeyJson>>()('GET', '/internal/api-keys'),
  createInternalApiKey: route<z.input<typeof internalApiKeyCreateBody>, CreatedInternalApiKeyJson>()('POST', '/internal/api-keys'),
  updateInternalApiKey: route<z.input<typeof internalApiKeyUpdateBody>, InternalApiKeyJson>()('PATCH', '/internal/api-keys/:id'),
  getInternalApiKey: route<NoBody, InternalApiKeyJson>()('GET', '/internal/api-keys/:id'),

  // Routes the server answers that core has no action for yet (the dashboard and other clients call them)
  refreshSession: route<NoBody, { access_token: string; refresh_token?: string }>()('POST', '/auth/sessions/current/refresh'),
  deleteAdminProject: route<EmptyBody, SuccessJson>()('DELETE', '/internal/projects/current'),
  listOwnedProjects: route<NoBody, ListJson<AdminProjectJson>>()('GET', '/internal/projects'),
  createOwnedProject: route<z.input<typeof projectCreateBody>, AdminProjectJson>()('POST', '/internal/projects'),
  jwks: route<NoBody, { keys: JsonWebKey[] }, { keys: JsonWebKey[] }, { include_anonymous?: string; include_restricted?: string }>()(
    'GET',
    '/projects/:projectId/.well-known/jwks.json',
  ),
  listEmailTemplates: route<NoBody, ListJson<EmailTemplateJson>>()('GET', '/email-templates'),
  getEmailTemplate: route<NoBody, EmailTemplateJson>()('GET', '/email-templates/:type'),
  updateEmailTemplate: route<z.input<typeof emailTemplatePatchBody>, EmailTemplateJson>()('PATCH', '/email-templates/:type'),
  resetEmailTemplate: route<EmptyBody, SuccessJson>()('DELETE', '/email-templates/:type'),
  listSentEmails: route<NoBody, ListJson<SentEmailJson>>()('GET', '/internal/emails'),
  sendTestEmail: route<z.input<typeof sendTestEmailBody>, SendTestEmailJson>()('POST', '/internal/send-test-email'),
});

/**
 * The name of a route in the table.
 *
 * @example
 * ```ts
 * const name: RouteName = 'passwordSignIn';
 * ```
 */
export type RouteName = keyof typeof routes;
