import { Hono } from 'hono';
import type { AccessType } from '../../../protocol/headers';
import * as teamTable from '../../../protocol/teams/routes';
import { serverTeamCreateBody, serverTeamUpdateBody, teamCreateBody, teamListQuery, teamParams, teamUpdateBody } from '../../../protocol/teams/schemas';
import { ANY_ACCESS, requireUser } from '../auth/access';
import type { RequestAuth } from '../auth/request-auth';
import { resolveUserId } from '../auth/user-id-or-me';
import type { TeamTable } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { endpoint } from '../http/endpoint';
import { mount } from '../http/mount';
import { StatusError } from '../http/status-error';
import type { ServerDeps } from '../../server-deps';
import { toClientTeamJson, toServerTeamJson } from '../users/team-json';
import { createTeam } from './create-team';
import { listTeams } from './list-teams';
import { memberRoutes } from './member-routes';
import { teamWithPermission, visibleTeam } from './team-access';
import { deleteTeam, updateTeam } from './teams';

const CREATE_BODIES = { client: teamCreateBody, server: serverTeamCreateBody, admin: serverTeamCreateBody };
const UPDATE_BODIES = { client: teamUpdateBody, server: serverTeamUpdateBody, admin: serverTeamUpdateBody };

/**
 * Teams (docs/product.md §7 "Teams"; docs/wire.md §3 "Team", §7): a client lists, creates (when the project allows it) and reads
 * its own teams, and updates or deletes them with `$update_team` / `$delete_team`; a server manages any team.
 * Memberships and member profiles are in `member-routes.ts`.
 */
export function teamRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;

  mount(
    api,
    teamTable.listTeams,
    endpoint({
      access: ANY_ACCESS,
      query: teamListQuery,
      handler: async ({ auth, query, c }) => {
        const userId = query.user_id === undefined ? null : resolveUserId(auth, query.user_id);
        if (auth.accessType === 'client' && userId !== requireUser(auth).id) {
          throw new StatusError(403, 'A client can only list the teams of its own user: pass user_id=me.');
        }
        const page = await listTeams(db, auth.project.id, userId, query);
        const items = page.teams.map((team) => teamJson(team, auth.accessType));
        if (query.limit === undefined && query.cursor === undefined) return c.json({ items, is_paginated: false as const });
        return c.json({ items, is_paginated: true as const, pagination: { next_cursor: page.nextCursor } });
      },
    }),
  );

  mount(
    api,
    teamTable.createTeam,
    endpoint({
      access: ANY_ACCESS,
      body: CREATE_BODIES,
      handler: async ({ auth, body, c }) => {
        const creatorId = creatorOf(auth, body.creator_user_id);
        const { creator_user_id: _, ...fields } = body;
        const team = await db.transaction().execute((trx) => createTeam(trx, auth.project, fields, creatorId));
        return c.json(teamJson(team, auth.accessType), 201);
      },
    }),
  );

  mount(
    api,
    teamTable.getTeam,
    endpoint({
      access: ANY_ACCESS,
      params: teamParams,
      handler: async ({ auth, params, c }) => c.json(teamJson(await visibleTeam(db, auth, params.team_id), auth.accessType)),
    }),
  );

  mount(
    api,
    teamTable.updateTeam,
    endpoint({
      access: ANY_ACCESS,
      params: teamParams,
      body: UPDATE_BODIES,
      handler: async ({ auth, params, body, c }) => {
        const team = await teamWithPermission(db, auth, params.team_id, '$update_team');
        return c.json(teamJson(await updateTeam(db, team, body), auth.accessType));
      },
    }),
  );

  mount(
    api,
    teamTable.deleteTeam,
    endpoint({
      access: ANY_ACCESS,
      params: teamParams,
      handler: async ({ auth, params, c }) => {
        await deleteTeam(db, await teamWithPermission(db, auth, params.team_id, '$delete_team'));
        return c.json({ success: true } as const);
      },
    }),
  );

  api.route('/', memberRoutes(deps));
  return api;
}

/**
 * Who joins a new team as its creator. A client may create teams only when the project allows it, and only as
 * itself (omitted: itself); a server names anyone, or no one.
 */
function creatorOf(auth: RequestAuth, creatorUserId: string | undefined): string | null {
  if (auth.accessType !== 'client') return creatorUserId === undefined ? null : resolveUserId(auth, creatorUserId);
  if (!auth.project.config.client_team_creation_enabled) throw new StatusError(403, 'Client team creation is disabled for this project.');
  const user = requireUser(auth);
  if (resolveUserId(auth, creatorUserId ?? 'me') !== user.id) {
    throw new StatusError(403, "A client can only create a team as its own user: set creator_user_id to 'me'.");
  }
  return user.id;
}

function teamJson(team: TeamTable, accessType: AccessType) {
  return accessType === 'client' ? toClientTeamJson(team) : toServerTeamJson(team);
}
