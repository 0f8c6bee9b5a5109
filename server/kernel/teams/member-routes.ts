import { Hono } from 'hono';
import { KnownError } from '../../../protocol/known-error';
import * as teamTable from '../../../protocol/teams/routes';
import { teamMemberParams, teamMemberProfileListQuery, teamMemberProfileUpdateBody, teamMembershipCreateBody } from '../../../protocol/teams/schemas';
import { ANY_ACCESS, requireUser, SERVER_OR_ADMIN } from '../auth/access';
import type { RequestAuth } from '../auth/request-auth';
import { resolveUserId } from '../auth/user-id-or-me';
import type { TeamTable } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { endpoint } from '../http/endpoint';
import { mount } from '../http/mount';
import { StatusError } from '../http/status-error';
import type { ServerDeps } from '../../server-deps';
import { addTeamMember } from './add-team-member';
import { memberProfiles, updateMemberProfile } from './member-profiles';
import { findMembership, removeTeamMember } from './memberships';
import { teamWithPermission, visibleTeam } from './team-access';
import { findTeam } from './teams';

/**
 * Memberships and member profiles (docs/product.md §7 "Teams"; docs/wire.md §3): a server adds and removes members; a client
 * leaves (`me`) or removes others with `$remove_members`, reads its own profile in a team, others' with
 * `$read_members`, and edits only its own.
 */
export function memberRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;

  /** The team, if the caller may act on `userId`'s membership: its own as a member, another's with `permissionId`. */
  async function teamFor(auth: RequestAuth, teamId: string, userId: string, permissionId: string): Promise<TeamTable> {
    if (auth.accessType === 'client' && userId !== requireUser(auth).id) return teamWithPermission(db, auth, teamId, permissionId);
    return visibleTeam(db, auth, teamId);
  }

  mount(
    api,
    teamTable.addTeamMember,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: teamMemberParams,
      body: teamMembershipCreateBody,
      handler: async ({ auth, params, c }) => {
        const userId = resolveUserId(auth, params.user_id);
        const team = await findTeam(db, auth.project.id, params.team_id);
        const user = await db.selectFrom('users').select('id').where('project_id', '=', auth.project.id).where('id', '=', userId).executeTakeFirst();
        // An unknown user is USER_NOT_FOUND (404), as Stack (docs/wire.md §2).
        if (!user) throw new KnownError('USER_NOT_FOUND');
        await db.transaction().execute((trx) => addTeamMember(trx, auth.project, team.id, userId, 'member'));
        return c.json({ team_id: team.id, user_id: userId }, 201);
      },
    }),
  );

  mount(
    api,
    teamTable.removeTeamMember,
    endpoint({
      access: ANY_ACCESS,
      params: teamMemberParams,
      handler: async ({ auth, params, c }) => {
        const userId = resolveUserId(auth, params.user_id);
        const team = await teamFor(auth, params.team_id, userId, '$remove_members');
        await removeTeamMember(db, auth.project.id, team.id, userId);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    teamTable.listTeamMemberProfiles,
    endpoint({
      access: ANY_ACCESS,
      query: teamMemberProfileListQuery,
      handler: async ({ auth, query, c }) => {
        const userId = query.user_id === undefined ? undefined : resolveUserId(auth, query.user_id);
        if (auth.accessType === 'client') {
          const me = requireUser(auth);
          if (query.team_id === undefined) throw new StatusError(400, 'team_id is required for access type client.');
          // Their own profile as a member; anyone else's, or the whole list, with $read_members.
          if (userId === me.id) await visibleTeam(db, auth, query.team_id);
          else await teamWithPermission(db, auth, query.team_id, '$read_members');
        } else if (query.team_id !== undefined) {
          await findTeam(db, auth.project.id, query.team_id);
        }
        const items = await memberProfiles(db, auth.project.id, { teamId: query.team_id, userId }, auth.accessType);
        return c.json({ items, is_paginated: false as const });
      },
    }),
  );

  mount(
    api,
    teamTable.getTeamMemberProfile,
    endpoint({
      access: ANY_ACCESS,
      params: teamMemberParams,
      handler: async ({ auth, params, c }) => {
        const userId = resolveUserId(auth, params.user_id);
        const team = await teamFor(auth, params.team_id, userId, '$read_members');
        await findMembership(db, auth.project.id, team.id, userId);
        const [profile] = await memberProfiles(db, auth.project.id, { teamId: team.id, userId }, auth.accessType);
        return c.json(profile);
      },
    }),
  );

  mount(
    api,
    teamTable.updateTeamMemberProfile,
    endpoint({
      access: ANY_ACCESS,
      params: teamMemberParams,
      body: teamMemberProfileUpdateBody,
      handler: async ({ auth, params, body, c }) => {
        const userId = resolveUserId(auth, params.user_id);
        if (auth.accessType === 'client' && userId !== requireUser(auth).id) {
          throw new StatusError(403, 'A client can only update its own team member profile.');
        }
        const team = await visibleTeam(db, auth, params.team_id);
        await updateMemberProfile(db, await findMembership(db, auth.project.id, team.id, userId), body);
        const [profile] = await memberProfiles(db, auth.project.id, { teamId: team.id, userId }, auth.accessType);
        return c.json(profile);
      },
    }),
  );

  return api;
}
