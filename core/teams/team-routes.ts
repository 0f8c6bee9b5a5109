import type * as table from '../../protocol/route-table';

/*
 * The team routes of protocol's table, restated for the teams code. The build folds the route table into the runtime
 * chunk that every page loads (the runtime reaches it statically), so every route core calls from there weighs on
 * every page, sign-in included; most pages never touch teams. Each constant is typed as the table's, whose method and
 * path are literal types: the compiler refuses any copy that differs from the table.
 */
export const listTeams: typeof table.listTeams = { method: 'GET', path: '/teams' };
export const createTeam: typeof table.createTeam = { method: 'POST', path: '/teams' };
export const getTeam: typeof table.getTeam = { method: 'GET', path: '/teams/:team_id' };
export const updateTeam: typeof table.updateTeam = { method: 'PATCH', path: '/teams/:team_id' };
export const deleteTeam: typeof table.deleteTeam = { method: 'DELETE', path: '/teams/:team_id' };
export const addTeamMember: typeof table.addTeamMember = { method: 'POST', path: '/team-memberships/:team_id/:user_id' };
export const removeTeamMember: typeof table.removeTeamMember = { method: 'DELETE', path: '/team-memberships/:team_id/:user_id' };
export const listTeamMemberProfiles: typeof table.listTeamMemberProfiles = { method: 'GET', path: '/team-member-profiles' };
export const getTeamMemberProfile: typeof table.getTeamMemberProfile = { method: 'GET', path: '/team-member-profiles/:team_id/:user_id' };
export const updateTeamMemberProfile: typeof table.updateTeamMemberProfile = { method: 'PATCH', path: '/team-member-profiles/:team_id/:user_id' };
export const sendTeamInvitation: typeof table.sendTeamInvitation = { method: 'POST', path: '/team-invitations/send-code' };
export const listTeamInvitations: typeof table.listTeamInvitations = { method: 'GET', path: '/team-invitations' };
export const revokeTeamInvitation: typeof table.revokeTeamInvitation = { method: 'DELETE', path: '/team-invitations/:id' };
export const acceptTeamInvitation: typeof table.acceptTeamInvitation = { method: 'POST', path: '/team-invitations/accept' };
export const checkTeamInvitationCode: typeof table.checkTeamInvitationCode = { method: 'POST', path: '/team-invitations/accept/check-code' };
export const teamInvitationDetails: typeof table.teamInvitationDetails = { method: 'POST', path: '/team-invitations/accept/details' };
export const updateCurrentUser: typeof table.updateCurrentUser = { method: 'PATCH', path: '/users/me' };
export const updateUser: typeof table.updateUser = { method: 'PATCH', path: '/users/:user_id' };
