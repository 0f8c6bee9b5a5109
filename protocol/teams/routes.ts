import type { z } from 'zod';
import type { CodeValidJson } from '../email-code/json';
import type { ListJson, SuccessJson } from '../list-json';
import type { EmptyBody, NoBody, Route, WireQuery } from '../route';
import type { codeBody } from '../code-schemas';
import type { ClientTeamJson, ServerTeamJson, TeamMembershipJson } from './json';
import type { ClientTeamMemberProfileJson, ServerTeamMemberProfileJson } from './member-profile-json';
import type { AcceptedTeamInvitationJson, SentTeamInvitationJson, TeamInvitationDetailsJson, TeamInvitationJson } from './invitation-json';
import type { serverTeamCreateBody, serverTeamUpdateBody, teamListQuery, teamMemberProfileListQuery, teamMemberProfileUpdateBody, teamMembershipCreateBody } from './schemas';
import type { sendTeamInvitationBody, teamInvitationAcceptQuery, teamInvitationListQuery, teamInvitationRevokeQuery } from './invitation-schemas';
/*
 * In a capability module of their own (not one table for every route): the build places a module whole, so a table
 * the runtime imports weighs on every page. Only the chunks that call these routes import this.
 */

// Teams, memberships, member profiles and invitations (docs/product.md §7 "Teams"; docs/wire.md §3, §4). A client acts as a member
// (`user_id=me`); team permissions (`$update_team`, `$delete_team`, `$read_members`, `$remove_members`,
// `$invite_members`) gate the rest. A server may act on any team and user.
export const listTeams: Route<'GET', '/teams', NoBody, ListJson<ClientTeamJson>, ListJson<ServerTeamJson>, WireQuery<z.input<typeof teamListQuery>>> = {
  method: 'GET',
  path: '/teams',
};
export const createTeam: Route<'POST', '/teams', z.input<typeof serverTeamCreateBody>, ClientTeamJson, ServerTeamJson, never> = { method: 'POST', path: '/teams' };
export const getTeam: Route<'GET', '/teams/:team_id', NoBody, ClientTeamJson, ServerTeamJson, never> = { method: 'GET', path: '/teams/:team_id' };
export const updateTeam: Route<'PATCH', '/teams/:team_id', z.input<typeof serverTeamUpdateBody>, ClientTeamJson, ServerTeamJson, never> = {
  method: 'PATCH',
  path: '/teams/:team_id',
};
export const deleteTeam: Route<'DELETE', '/teams/:team_id', NoBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/teams/:team_id' };
/** Server: adds a user to a team with the project's member default permissions. */
export const addTeamMember: Route<'POST', '/team-memberships/:team_id/:user_id', z.input<typeof teamMembershipCreateBody>, TeamMembershipJson, TeamMembershipJson, never> = {
  method: 'POST',
  path: '/team-memberships/:team_id/:user_id',
};
/** A client leaves (`user_id` = `me`) or, with `$remove_members`, removes another member. */
export const removeTeamMember: Route<'DELETE', '/team-memberships/:team_id/:user_id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/team-memberships/:team_id/:user_id',
};
export const listTeamMemberProfiles: Route<
  'GET',
  '/team-member-profiles',
  NoBody,
  ListJson<ClientTeamMemberProfileJson>,
  ListJson<ServerTeamMemberProfileJson>,
  z.input<typeof teamMemberProfileListQuery>
> = { method: 'GET', path: '/team-member-profiles' };
export const getTeamMemberProfile: Route<'GET', '/team-member-profiles/:team_id/:user_id', NoBody, ClientTeamMemberProfileJson, ServerTeamMemberProfileJson, never> = {
  method: 'GET',
  path: '/team-member-profiles/:team_id/:user_id',
};
export const updateTeamMemberProfile: Route<
  'PATCH',
  '/team-member-profiles/:team_id/:user_id',
  z.input<typeof teamMemberProfileUpdateBody>,
  ClientTeamMemberProfileJson,
  ServerTeamMemberProfileJson,
  never
> = { method: 'PATCH', path: '/team-member-profiles/:team_id/:user_id' };
export const sendTeamInvitation: Route<'POST', '/team-invitations/send-code', z.input<typeof sendTeamInvitationBody>, SentTeamInvitationJson, SentTeamInvitationJson, never> = {
  method: 'POST',
  path: '/team-invitations/send-code',
};
/** Exactly one of `team_id` (a client needs `$read_members` and `$invite_members`) and `user_id` (invitations to that user's verified addresses). */
export const listTeamInvitations: Route<'GET', '/team-invitations', NoBody, ListJson<TeamInvitationJson>, ListJson<TeamInvitationJson>, z.input<typeof teamInvitationListQuery>> = {
  method: 'GET',
  path: '/team-invitations',
};
export const revokeTeamInvitation: Route<'DELETE', '/team-invitations/:id', NoBody, SuccessJson, SuccessJson, z.input<typeof teamInvitationRevokeQuery>> = {
  method: 'DELETE',
  path: '/team-invitations/:id',
};
/** Accepts an invitation listed by `GET /team-invitations?user_id=` (one sent to a verified address of the user). */
export const acceptTeamInvitationById: Route<
  'POST',
  '/team-invitations/:id/accept',
  NoBody,
  AcceptedTeamInvitationJson,
  AcceptedTeamInvitationJson,
  z.input<typeof teamInvitationAcceptQuery>
> = { method: 'POST', path: '/team-invitations/:id/accept' };
/** The signed-in user joins the team of the mailed code (single use) with the project's member default permissions. */
export const acceptTeamInvitation: Route<'POST', '/team-invitations/accept', z.input<typeof codeBody>, AcceptedTeamInvitationJson, AcceptedTeamInvitationJson, never> = {
  method: 'POST',
  path: '/team-invitations/accept',
};
export const checkTeamInvitationCode: Route<'POST', '/team-invitations/accept/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = {
  method: 'POST',
  path: '/team-invitations/accept/check-code',
};
export const teamInvitationDetails: Route<'POST', '/team-invitations/accept/details', z.input<typeof codeBody>, TeamInvitationDetailsJson, TeamInvitationDetailsJson, never> = {
  method: 'POST',
  path: '/team-invitations/accept/details',
};
