import type { Hono } from 'hono';
import * as permissionTable from '../../../protocol/permissions/routes';
import { projectPermissionListQuery, projectPermissionParams, teamPermissionListQuery, teamPermissionParams } from '../../../protocol/permissions/schemas';
import { empty } from '../../../protocol/common-schemas';
import { ANY_ACCESS, SERVER_OR_ADMIN } from '../../kernel/auth/access';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import { resolveUserId } from '../../kernel/auth/user-id-or-me';
import type { Db } from '../../kernel/db/open-database';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { StatusError } from '../../kernel/http/status-error';
import { grantProjectPermission, listProjectPermissions, revokeProjectPermission } from './project-grants';
import { findTeam } from '../../kernel/teams/teams';
import { grantTeamPermission, listTeamPermissions, requireMembership, revokeTeamPermission } from './team-grants';

/** A grant's body: the official client sends `{}`; none at all is fine too. */
const GRANT_BODY = empty.optional();

/**
 * Team and project permission grants (docs/wire.md §3 "Permissions", §7): a client lists only its own user's (and in a
 * team only as a member); a server lists anyone's and grants and revokes.
 */
export function mountGrantRoutes(api: Hono<AppEnv>, db: Db): void {
  /** The user a list names: a client must name itself (docs/security.md "Access control"); a server anyone, or no one. */
  function listedUser(auth: RequestAuth, userIdOrMe: string | undefined): string | undefined {
    const userId = userIdOrMe === undefined ? undefined : resolveUserId(auth, userIdOrMe);
    if (auth.accessType === 'client' && (userId === undefined || userId !== auth.user?.id)) {
      throw new StatusError(403, 'Client can only list permissions for their own user. user_id must be either "me" or the ID of the current user');
    }
    return userId;
  }

  mount(
    api,
    permissionTable.listTeamPermissions,
    endpoint({
      access: ANY_ACCESS,
      query: teamPermissionListQuery,
      handler: async ({ auth, query, c }) => {
        const userId = listedUser(auth, query.user_id);
        if (query.team_id !== undefined) {
          if (auth.accessType === 'client' && userId !== undefined) await requireMembership(db, auth.project.id, query.team_id, userId);
          else await findTeam(db, auth.project.id, query.team_id);
        }
        const items = await listTeamPermissions(db, auth.project.id, {
          teamId: query.team_id,
          userId,
          permissionId: query.permission_id,
          recursive: query.recursive ?? true,
        });
        return c.json({ items, is_paginated: false as const });
      },
    }),
  );

  mount(
    api,
    permissionTable.grantTeamPermission,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: teamPermissionParams,
      body: GRANT_BODY,
      handler: async ({ auth, params, c }) => {
        const userId = resolveUserId(auth, params.user_id);
        await grantTeamPermission(db, auth.project.id, params.team_id, userId, params.permission_id);
        return c.json({ id: params.permission_id, user_id: userId, team_id: params.team_id }, 201);
      },
    }),
  );

  mount(
    api,
    permissionTable.revokeTeamPermission,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: teamPermissionParams,
      handler: async ({ auth, params, c }) => {
        await revokeTeamPermission(db, auth.project.id, params.team_id, resolveUserId(auth, params.user_id), params.permission_id);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    permissionTable.listProjectPermissions,
    endpoint({
      access: ANY_ACCESS,
      query: projectPermissionListQuery,
      handler: async ({ auth, query, c }) => {
        const userId = listedUser(auth, query.user_id);
        const items = await listProjectPermissions(db, auth.project.id, { userId, permissionId: query.permission_id, recursive: query.recursive ?? true });
        return c.json({ items, is_paginated: false as const });
      },
    }),
  );

  mount(
    api,
    permissionTable.grantProjectPermission,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: projectPermissionParams,
      body: GRANT_BODY,
      handler: async ({ auth, params, c }) => {
        const userId = resolveUserId(auth, params.user_id);
        await grantProjectPermission(db, auth.project.id, userId, params.permission_id);
        return c.json({ id: params.permission_id, user_id: userId }, 201);
      },
    }),
  );

  mount(
    api,
    permissionTable.revokeProjectPermission,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: projectPermissionParams,
      handler: async ({ auth, params, c }) => {
        await revokeProjectPermission(db, auth.project.id, resolveUserId(auth, params.user_id), params.permission_id);
        return c.json({ success: true } as const);
      },
    }),
  );
}
