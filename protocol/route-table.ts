import type { z } from 'zod';
import type { EmailTemplateJson, SendTestEmailJson, SentEmailJson } from './json/email';
import type { CreatedInternalApiKeyJson, InternalApiKeyJson } from './json/internal-api-key';
import type { ListJson, SuccessJson } from './json/list';
import type { AdminProjectJson, ClientProjectJson } from './json/project';
import type { CreatedSessionJson, OAuthTokenJson, SessionJson, SignInJson } from './json/session';
import type { ClientUserJson, ServerUserJson } from './json/user';
import type { ContactChannelJson } from './json/contact-channel';
import type { CodeValidJson, OtpNonceJson, OtpSignInJson } from './json/otp';
import type { Route } from './route';
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

import type { ClientTeamJson, ServerTeamJson, TeamMembershipJson } from './json/team';
import type { ClientTeamMemberProfileJson, ServerTeamMemberProfileJson } from './json/team-member-profile';
import type { AcceptedTeamInvitationJson, SentTeamInvitationJson, TeamInvitationDetailsJson, TeamInvitationJson } from './json/team-invitation';
import type { serverTeamCreateBody, serverTeamUpdateBody, teamListQuery, teamMemberProfileListQuery, teamMemberProfileUpdateBody, teamMembershipCreateBody } from './schemas/teams';
import type { sendTeamInvitationBody, teamInvitationAcceptQuery, teamInvitationListQuery, teamInvitationRevokeQuery } from './schemas/team-invitations';

/** The body the official client sends to DELETEs (stack-api §4: "body ignored, SDK sends `{}`"). */
type EmptyBody = Record<string, never>;
/** No body at all. */
type NoBody = undefined;
/** A query as sent: the sender writes numbers and booleans as text. */
type WireQuery<T> = { [K in keyof T]?: T[K] | number | boolean };

/**
 * The API's routes under `/api/v1` (stack-api §3, §4), one constant each: the table the server mounts and the SDK
 * calls (`import * as routes from` this file, then `routes.name`), so both agree on method, path, body and answer. Bodies are the `z.input`
 * of the schemas in `protocol/schemas/`, which the server validates; this file holds only constants and types, so
 * browser code may import it. Plain object constants, so a browser bundle carries only the routes its code calls.
 */
// Sign-in methods (stack-api §4)
export const passwordSignUp: Route<'POST', '/auth/password/sign-up', z.input<typeof passwordSignUpBody>, SignInJson, SignInJson, never> = { method: 'POST', path: '/auth/password/sign-up' };
export const passwordSignIn: Route<'POST', '/auth/password/sign-in', z.input<typeof passwordSignInBody>, SignInJson, SignInJson, never> = { method: 'POST', path: '/auth/password/sign-in' };
export const anonymousSignUp: Route<'POST', '/auth/anonymous/sign-up', NoBody, SignInJson, SignInJson, never> = { method: 'POST', path: '/auth/anonymous/sign-up' };
export const otpSendSignInCode: Route<'POST', '/auth/otp/send-sign-in-code', z.input<typeof otpSendBody>, OtpNonceJson, OtpNonceJson, never> = { method: 'POST', path: '/auth/otp/send-sign-in-code' };
export const otpSignIn: Route<'POST', '/auth/otp/sign-in', z.input<typeof codeBody>, OtpSignInJson, OtpSignInJson, never> = { method: 'POST', path: '/auth/otp/sign-in' };
export const otpCheckCode: Route<'POST', '/auth/otp/sign-in/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = { method: 'POST', path: '/auth/otp/sign-in/check-code' };

// Contact channels (spec §7; stack-api §3, §4). `user_id` is `me` or, with server access, any user's id.
export const listContactChannels: Route<'GET', '/contact-channels', NoBody, ListJson<ContactChannelJson>, ListJson<ContactChannelJson>, { user_id: string }> = { method: 'GET', path: '/contact-channels' };
export const createContactChannel: Route<'POST', '/contact-channels', z.input<typeof serverContactChannelCreateBody>, ContactChannelJson, ContactChannelJson, never> = { method: 'POST', path: '/contact-channels' };
export const getContactChannel: Route<'GET', '/contact-channels/:user_id/:id', NoBody, ContactChannelJson, ContactChannelJson, never> = { method: 'GET', path: '/contact-channels/:user_id/:id' };
export const updateContactChannel: Route<'PATCH', '/contact-channels/:user_id/:id', z.input<typeof serverContactChannelUpdateBody>, ContactChannelJson, ContactChannelJson, never> = { method: 'PATCH', path: '/contact-channels/:user_id/:id' };
export const deleteContactChannel: Route<'DELETE', '/contact-channels/:user_id/:id', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/contact-channels/:user_id/:id' };
export const sendChannelVerificationCode: Route<'POST', '/contact-channels/:user_id/:id/send-verification-code', z.input<typeof channelSendCodeBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/contact-channels/:user_id/:id/send-verification-code' };
/** The older form the official client's `user.sendVerificationEmail()` calls: the signed-in user's address. */
export const sendVerificationCode: Route<'POST', '/contact-channels/send-verification-code', z.input<typeof legacySendCodeBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/contact-channels/send-verification-code' };
export const verifyEmail: Route<'POST', '/contact-channels/verify', z.input<typeof codeBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/contact-channels/verify' };
export const checkVerificationCode: Route<'POST', '/contact-channels/verify/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = { method: 'POST', path: '/contact-channels/verify/check-code' };

// Password recovery and change (stack-api §4)
export const sendPasswordResetCode: Route<'POST', '/auth/password/send-reset-code', z.input<typeof sendResetCodeBody>, { success: string }, { success: string }, never> = { method: 'POST', path: '/auth/password/send-reset-code' };
export const checkPasswordResetCode: Route<'POST', '/auth/password/reset/check-code', z.input<typeof codeBody>, { is_code_valid: true }, { is_code_valid: true }, never> = { method: 'POST', path: '/auth/password/reset/check-code' };
export const resetPassword: Route<'POST', '/auth/password/reset', z.input<typeof resetPasswordBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/auth/password/reset' };
export const updatePassword: Route<'POST', '/auth/password/update', z.input<typeof updatePasswordBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/auth/password/update' };
export const setPassword: Route<'POST', '/auth/password/set', z.input<typeof setPasswordBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/auth/password/set' };

// Sessions
/** Form-encoded (RFC 6749 §4.1.3, §6), without the X-Stack identity headers. */
export const oauthToken: Route<'POST', '/auth/oauth/token', z.input<typeof oauthTokenBody>, OAuthTokenJson, OAuthTokenJson, never> = { method: 'POST', path: '/auth/oauth/token' };
export const createSession: Route<'POST', '/auth/sessions', z.input<typeof sessionCreateBody>, CreatedSessionJson, CreatedSessionJson, never> = { method: 'POST', path: '/auth/sessions' };
export const listSessions: Route<'GET', '/auth/sessions', NoBody, ListJson<SessionJson>, ListJson<SessionJson>, { user_id: string }> = { method: 'GET', path: '/auth/sessions' };
export const signOut: Route<'DELETE', '/auth/sessions/current', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/auth/sessions/current' };
export const revokeSession: Route<'DELETE', '/auth/sessions/:id', NoBody, SuccessJson, SuccessJson, { user_id?: string }> = { method: 'DELETE', path: '/auth/sessions/:id' };

// The signed-in user: client access sees the client view, server access the server view.
export const currentUser: Route<'GET', '/users/me', NoBody, ClientUserJson, ServerUserJson, never> = { method: 'GET', path: '/users/me' };
export const updateCurrentUser: Route<'PATCH', '/users/me', z.input<typeof clientUserUpdateBody>, ClientUserJson, ServerUserJson, never> = { method: 'PATCH', path: '/users/me' };
export const deleteCurrentUser: Route<'DELETE', '/users/me', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/users/me' };

// Any user (server access)
export const listUsers: Route<'GET', '/users', NoBody, ListJson<ServerUserJson>, ListJson<ServerUserJson>, WireQuery<z.input<typeof userListQuery>>> = { method: 'GET', path: '/users' };
export const createUser: Route<'POST', '/users', z.input<typeof serverUserCreateBody>, ServerUserJson, ServerUserJson, never> = { method: 'POST', path: '/users' };
export const getUser: Route<'GET', '/users/:user_id', NoBody, ServerUserJson, ServerUserJson, never> = { method: 'GET', path: '/users/:user_id' };
export const updateUser: Route<'PATCH', '/users/:user_id', z.input<typeof serverUserUpdateBody>, ServerUserJson, ServerUserJson, never> = { method: 'PATCH', path: '/users/:user_id' };
export const deleteUser: Route<'DELETE', '/users/:user_id', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/users/:user_id' };

// Projects
export const currentProject: Route<'GET', '/projects/current', NoBody, ClientProjectJson, ClientProjectJson, never> = { method: 'GET', path: '/projects/current' };
export const adminProject: Route<'GET', '/internal/projects/current', NoBody, AdminProjectJson, AdminProjectJson, never> = { method: 'GET', path: '/internal/projects/current' };
export const updateAdminProject: Route<'PATCH', '/internal/projects/current', z.input<typeof projectPatchBody>, AdminProjectJson, AdminProjectJson, never> = { method: 'PATCH', path: '/internal/projects/current' };

// The project's own API keys (admin access)
export const listInternalApiKeys: Route<'GET', '/internal/api-keys', NoBody, ListJson<InternalApiKeyJson>, ListJson<InternalApiKeyJson>, never> = { method: 'GET', path: '/internal/api-keys' };
export const createInternalApiKey: Route<'POST', '/internal/api-keys', z.input<typeof internalApiKeyCreateBody>, CreatedInternalApiKeyJson, CreatedInternalApiKeyJson, never> = { method: 'POST', path: '/internal/api-keys' };
export const updateInternalApiKey: Route<'PATCH', '/internal/api-keys/:id', z.input<typeof internalApiKeyUpdateBody>, InternalApiKeyJson, InternalApiKeyJson, never> = { method: 'PATCH', path: '/internal/api-keys/:id' };
export const getInternalApiKey: Route<'GET', '/internal/api-keys/:id', NoBody, InternalApiKeyJson, InternalApiKeyJson, never> = { method: 'GET', path: '/internal/api-keys/:id' };

// Routes the server answers that core has no action for yet (the dashboard and other clients call them)
export const refreshSession: Route<'POST', '/auth/sessions/current/refresh', NoBody, { access_token: string; refresh_token?: string }, { access_token: string; refresh_token?: string }, never> = { method: 'POST', path: '/auth/sessions/current/refresh' };
export const deleteAdminProject: Route<'DELETE', '/internal/projects/current', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/internal/projects/current' };
export const listOwnedProjects: Route<'GET', '/internal/projects', NoBody, ListJson<AdminProjectJson>, ListJson<AdminProjectJson>, never> = { method: 'GET', path: '/internal/projects' };
export const createOwnedProject: Route<'POST', '/internal/projects', z.input<typeof projectCreateBody>, AdminProjectJson, AdminProjectJson, never> = { method: 'POST', path: '/internal/projects' };
export const jwks: Route<'GET', '/projects/:projectId/.well-known/jwks.json', NoBody, { keys: JsonWebKey[] }, { keys: JsonWebKey[] }, { include_anonymous?: string; include_restricted?: string }> = { method: 'GET', path: '/projects/:projectId/.well-known/jwks.json' };
export const listEmailTemplates: Route<'GET', '/email-templates', NoBody, ListJson<EmailTemplateJson>, ListJson<EmailTemplateJson>, never> = { method: 'GET', path: '/email-templates' };
export const getEmailTemplate: Route<'GET', '/email-templates/:type', NoBody, EmailTemplateJson, EmailTemplateJson, never> = { method: 'GET', path: '/email-templates/:type' };
export const updateEmailTemplate: Route<'PATCH', '/email-templates/:type', z.input<typeof emailTemplatePatchBody>, EmailTemplateJson, EmailTemplateJson, never> = { method: 'PATCH', path: '/email-templates/:type' };
export const resetEmailTemplate: Route<'DELETE', '/email-templates/:type', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/email-templates/:type' };
export const listSentEmails: Route<'GET', '/internal/emails', NoBody, ListJson<SentEmailJson>, ListJson<SentEmailJson>, never> = { method: 'GET', path: '/internal/emails' };
export const sendTestEmail: Route<'POST', '/internal/send-test-email', z.input<typeof sendTestEmailBody>, SendTestEmailJson, SendTestEmailJson, never> = { method: 'POST', path: '/internal/send-test-email' };

// Teams, memberships, member profiles and invitations (spec §7 "Teams"; stack-api §3, §4). A client acts as a member
// (`user_id=me`); team permissions (`$update_team`, `$delete_team`, `$read_members`, `$remove_members`,
// `$invite_members`) gate the rest. A server may act on any team and user.
export const listTeams: Route<'GET', '/teams', NoBody, ListJson<ClientTeamJson>, ListJson<ServerTeamJson>, WireQuery<z.input<typeof teamListQuery>>> = { method: 'GET', path: '/teams' };
export const createTeam: Route<'POST', '/teams', z.input<typeof serverTeamCreateBody>, ClientTeamJson, ServerTeamJson, never> = { method: 'POST', path: '/teams' };
export const getTeam: Route<'GET', '/teams/:team_id', NoBody, ClientTeamJson, ServerTeamJson, never> = { method: 'GET', path: '/teams/:team_id' };
export const updateTeam: Route<'PATCH', '/teams/:team_id', z.input<typeof serverTeamUpdateBody>, ClientTeamJson, ServerTeamJson, never> = { method: 'PATCH', path: '/teams/:team_id' };
export const deleteTeam: Route<'DELETE', '/teams/:team_id', NoBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/teams/:team_id' };
/** Server: adds a user to a team with the project's member default permissions. */
export const addTeamMember: Route<'POST', '/team-memberships/:team_id/:user_id', z.input<typeof teamMembershipCreateBody>, TeamMembershipJson, TeamMembershipJson, never> = { method: 'POST', path: '/team-memberships/:team_id/:user_id' };
/** A client leaves (`user_id` = `me`) or, with `$remove_members`, removes another member. */
export const removeTeamMember: Route<'DELETE', '/team-memberships/:team_id/:user_id', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/team-memberships/:team_id/:user_id' };
export const listTeamMemberProfiles: Route<'GET', '/team-member-profiles', NoBody, ListJson<ClientTeamMemberProfileJson>, ListJson<ServerTeamMemberProfileJson>, z.input<typeof teamMemberProfileListQuery>> = { method: 'GET', path: '/team-member-profiles' };
export const getTeamMemberProfile: Route<'GET', '/team-member-profiles/:team_id/:user_id', NoBody, ClientTeamMemberProfileJson, ServerTeamMemberProfileJson, never> = { method: 'GET', path: '/team-member-profiles/:team_id/:user_id' };
export const updateTeamMemberProfile: Route<'PATCH', '/team-member-profiles/:team_id/:user_id', z.input<typeof teamMemberProfileUpdateBody>, ClientTeamMemberProfileJson, ServerTeamMemberProfileJson, never> = { method: 'PATCH', path: '/team-member-profiles/:team_id/:user_id' };
export const sendTeamInvitation: Route<'POST', '/team-invitations/send-code', z.input<typeof sendTeamInvitationBody>, SentTeamInvitationJson, SentTeamInvitationJson, never> = { method: 'POST', path: '/team-invitations/send-code' };
/** Exactly one of `team_id` (a client needs `$read_members` and `$invite_members`) and `user_id` (invitations to that user's verified addresses). */
export const listTeamInvitations: Route<'GET', '/team-invitations', NoBody, ListJson<TeamInvitationJson>, ListJson<TeamInvitationJson>, z.input<typeof teamInvitationListQuery>> = { method: 'GET', path: '/team-invitations' };
export const revokeTeamInvitation: Route<'DELETE', '/team-invitations/:id', NoBody, SuccessJson, SuccessJson, z.input<typeof teamInvitationRevokeQuery>> = { method: 'DELETE', path: '/team-invitations/:id' };
/** Accepts an invitation listed by `GET /team-invitations?user_id=` (one sent to a verified address of the user). */
export const acceptTeamInvitationById: Route<'POST', '/team-invitations/:id/accept', NoBody, AcceptedTeamInvitationJson, AcceptedTeamInvitationJson, z.input<typeof teamInvitationAcceptQuery>> = { method: 'POST', path: '/team-invitations/:id/accept' };
/** The signed-in user joins the team of the mailed code (single use) with the project's member default permissions. */
export const acceptTeamInvitation: Route<'POST', '/team-invitations/accept', z.input<typeof codeBody>, AcceptedTeamInvitationJson, AcceptedTeamInvitationJson, never> = { method: 'POST', path: '/team-invitations/accept' };
export const checkTeamInvitationCode: Route<'POST', '/team-invitations/accept/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = { method: 'POST', path: '/team-invitations/accept/check-code' };
export const teamInvitationDetails: Route<'POST', '/team-invitations/accept/details', z.input<typeof codeBody>, TeamInvitationDetailsJson, TeamInvitationDetailsJson, never> = { method: 'POST', path: '/team-invitations/accept/details' };
// Permissions (stack-api §3 "Permissions", §7): definitions (admin), team and project grants.
type PermissionSchemas = typeof import('./schemas/permissions');
type PermissionDefinitionJson = import('./json/permission').PermissionDefinitionJson;
type TeamPermissionJson = import('./json/permission').TeamPermissionJson;
type ProjectPermissionJson = import('./json/permission').ProjectPermissionJson;
type DefinitionCreate = z.input<PermissionSchemas['permissionDefinitionCreateBody']>;
type DefinitionUpdate = z.input<PermissionSchemas['permissionDefinitionUpdateBody']>;
export const listTeamPermissionDefinitions: Route<'GET', '/team-permission-definitions', NoBody, ListJson<PermissionDefinitionJson>, ListJson<PermissionDefinitionJson>, WireQuery<z.input<PermissionSchemas['permissionDefinitionListQuery']>>> = { method: 'GET', path: '/team-permission-definitions' };
export const createTeamPermissionDefinition: Route<'POST', '/team-permission-definitions', DefinitionCreate, PermissionDefinitionJson, PermissionDefinitionJson, never> = { method: 'POST', path: '/team-permission-definitions' };
export const getTeamPermissionDefinition: Route<'GET', '/team-permission-definitions/:id', NoBody, PermissionDefinitionJson, PermissionDefinitionJson, never> = { method: 'GET', path: '/team-permission-definitions/:id' };
export const updateTeamPermissionDefinition: Route<'PATCH', '/team-permission-definitions/:id', DefinitionUpdate, PermissionDefinitionJson, PermissionDefinitionJson, never> = { method: 'PATCH', path: '/team-permission-definitions/:id' };
export const deleteTeamPermissionDefinition: Route<'DELETE', '/team-permission-definitions/:id', NoBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/team-permission-definitions/:id' };
export const listProjectPermissionDefinitions: Route<'GET', '/project-permission-definitions', NoBody, ListJson<PermissionDefinitionJson>, ListJson<PermissionDefinitionJson>, WireQuery<z.input<PermissionSchemas['permissionDefinitionListQuery']>>> = { method: 'GET', path: '/project-permission-definitions' };
export const createProjectPermissionDefinition: Route<'POST', '/project-permission-definitions', DefinitionCreate, PermissionDefinitionJson, PermissionDefinitionJson, never> = { method: 'POST', path: '/project-permission-definitions' };
export const getProjectPermissionDefinition: Route<'GET', '/project-permission-definitions/:id', NoBody, PermissionDefinitionJson, PermissionDefinitionJson, never> = { method: 'GET', path: '/project-permission-definitions/:id' };
export const updateProjectPermissionDefinition: Route<'PATCH', '/project-permission-definitions/:id', DefinitionUpdate, PermissionDefinitionJson, PermissionDefinitionJson, never> = { method: 'PATCH', path: '/project-permission-definitions/:id' };
export const deleteProjectPermissionDefinition: Route<'DELETE', '/project-permission-definitions/:id', NoBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/project-permission-definitions/:id' };
export const listTeamPermissions: Route<'GET', '/team-permissions', NoBody, ListJson<TeamPermissionJson>, ListJson<TeamPermissionJson>, WireQuery<z.input<PermissionSchemas['teamPermissionListQuery']>>> = { method: 'GET', path: '/team-permissions' };
export const grantTeamPermission: Route<'POST', '/team-permissions/:team_id/:user_id/:permission_id', EmptyBody, TeamPermissionJson, TeamPermissionJson, never> = { method: 'POST', path: '/team-permissions/:team_id/:user_id/:permission_id' };
export const revokeTeamPermission: Route<'DELETE', '/team-permissions/:team_id/:user_id/:permission_id', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/team-permissions/:team_id/:user_id/:permission_id' };
export const listProjectPermissions: Route<'GET', '/project-permissions', NoBody, ListJson<ProjectPermissionJson>, ListJson<ProjectPermissionJson>, WireQuery<z.input<PermissionSchemas['projectPermissionListQuery']>>> = { method: 'GET', path: '/project-permissions' };
export const grantProjectPermission: Route<'POST', '/project-permissions/:user_id/:permission_id', EmptyBody, ProjectPermissionJson, ProjectPermissionJson, never> = { method: 'POST', path: '/project-permissions/:user_id/:permission_id' };
export const revokeProjectPermission: Route<'DELETE', '/project-permissions/:user_id/:permission_id', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/project-permissions/:user_id/:permission_id' };
