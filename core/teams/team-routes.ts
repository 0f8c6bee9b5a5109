import type * as table from '../../protocol/route-table';

/*
 * The team routes of protocol's table, restated for the teams code. The build folds the route table into the runtime
 * chunk that every page loads (the runtime reaches it statically), so every route core calls from there weighs on
 * every page, sign-in included; most pages never touch teams. Each constant is typed as the table's, whose method and
 * path are literal types: the compiler refuses any copy that differs from the table.
 */
/**
 * `routes.listTeams` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, listTeams, input);
 * ```
 */
export const listTeams: typeof table.listTeams = { method: 'GET', path: '/teams' };
/**
 * `routes.createTeam` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, createTeam, input);
 * ```
 */
export const createTeam: typeof table.createTeam = { method: 'POST', path: '/teams' };
/**
 * `routes.getTeam` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, getTeam, input);
 * ```
 */
export const getTeam: typeof table.getTeam = { method: 'GET', path: '/teams/:team_id' };
/**
 * `routes.updateTeam` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, updateTeam, input);
 * ```
 */
export const updateTeam: typeof table.updateTeam = { method: 'PATCH', path: '/teams/:team_id' };
/**
 * `routes.deleteTeam` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, deleteTeam, input);
 * ```
 */
export const deleteTeam: typeof table.deleteTeam = { method: 'DELETE', path: '/teams/:team_id' };
/**
 * `routes.addTeamMember` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, addTeamMember, input);
 * ```
 */
export const addTeamMember: typeof table.addTeamMember = { method: 'POST', path: '/team-memberships/:team_id/:user_id' };
/**
 * `routes.removeTeamMember` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, removeTeamMember, input);
 * ```
 */
export const removeTeamMember: typeof table.removeTeamMember = { method: 'DELETE', path: '/team-memberships/:team_id/:user_id' };
/**
 * `routes.listTeamMemberProfiles` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, listTeamMemberProfiles, input);
 * ```
 */
export const listTeamMemberProfiles: typeof table.listTeamMemberProfiles = { method: 'GET', path: '/team-member-profiles' };
/**
 * `routes.getTeamMemberProfile` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, getTeamMemberProfile, input);
 * ```
 */
export const getTeamMemberProfile: typeof table.getTeamMemberProfile = { method: 'GET', path: '/team-member-profiles/:team_id/:user_id' };
/**
 * `routes.updateTeamMemberProfile` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, updateTeamMemberProfile, input);
 * ```
 */
export const updateTeamMemberProfile: typeof table.updateTeamMemberProfile = { method: 'PATCH', path: '/team-member-profiles/:team_id/:user_id' };
/**
 * `routes.sendTeamInvitation` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, sendTeamInvitation, input);
 * ```
 */
export const sendTeamInvitation: typeof table.sendTeamInvitation = { method: 'POST', path: '/team-invitations/send-code' };
/**
 * `routes.listTeamInvitations` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, listTeamInvitations, input);
 * ```
 */
export const listTeamInvitations: typeof table.listTeamInvitations = { method: 'GET', path: '/team-invitations' };
/**
 * `routes.revokeTeamInvitation` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, revokeTeamInvitation, input);
 * ```
 */
export const revokeTeamInvitation: typeof table.revokeTeamInvitation = { method: 'DELETE', path: '/team-invitations/:id' };
/**
 * `routes.acceptTeamInvitation` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, acceptTeamInvitation, input);
 * ```
 */
export const acceptTeamInvitation: typeof table.acceptTeamInvitation = { method: 'POST', path: '/team-invitations/accept' };
/**
 * `routes.checkTeamInvitationCode` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, checkTeamInvitationCode, input);
 * ```
 */
export const checkTeamInvitationCode: typeof table.checkTeamInvitationCode = { method: 'POST', path: '/team-invitations/accept/check-code' };
/**
 * `routes.teamInvitationDetails` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, teamInvitationDetails, input);
 * ```
 */
export const teamInvitationDetails: typeof table.teamInvitationDetails = { method: 'POST', path: '/team-invitations/accept/details' };
/**
 * `routes.updateCurrentUser` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, updateCurrentUser, input);
 * ```
 */
export const updateCurrentUser: typeof table.updateCurrentUser = { method: 'PATCH', path: '/users/me' };
/**
 * `routes.updateUser` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, updateUser, input);
 * ```
 */
export const updateUser: typeof table.updateUser = { method: 'PATCH', path: '/users/:user_id' };
/**
 * `routes.acceptTeamInvitationById` of the table, for the teams chunks.
 *
 * @example
 * ```ts
 * await call(sender, acceptTeamInvitationById, input);
 * ```
 */
export const acceptTeamInvitationById: typeof table.acceptTeamInvitationById = { method: 'POST', path: '/team-invitations/:id/accept' };
