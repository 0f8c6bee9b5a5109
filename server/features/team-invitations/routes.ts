import { Hono } from 'hono';
import * as teamTable from '../../../protocol/teams/routes';
import { codeBody } from '../../../protocol/code-schemas';
import {
  sendTeamInvitationBody,
  teamInvitationAcceptQuery,
  teamInvitationListQuery,
  teamInvitationParams,
  teamInvitationRevokeQuery,
} from '../../../protocol/teams/invitation-schemas';
import { KnownError } from '../../../protocol/known-error';
import { ANY_ACCESS, requireUser } from '../../kernel/auth/access';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import { resolveUserId } from '../../kernel/auth/user-id-or-me';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { AppEnv } from '../../kernel/http/app-env';
import { requestLocale } from '../../kernel/http/request-locale';
import { clientAddress } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { StatusError } from '../../kernel/http/status-error';
import { RateLimits } from '../../kernel/limits/rate-limits';
import type { ServerDeps } from '../../server-deps';
import { teamWithPermission } from '../../kernel/teams/team-access';
import { loadUser, type UserRecord } from '../../kernel/users/user-record';
import { acceptInvitationById, acceptInvitationCode, invitationDetails } from './accept-invitation';
import { invitationsOfTeam, invitationsOfUser, revokeInvitation } from './invitations';
import { sendInvitation } from './send-invitation';

/**
 * Team invitations (docs/product.md §7 "Teams"; docs/wire.md §3 "Team invitation", §4, §6): a member with `$invite_members` mails
 * an invitation code, lists pending ones (with `$read_members` too) and revokes them with `$remove_members`; the
 * signed-in invitee checks the code, reads the team's name and accepts, joining with the member defaults.
 */
export function teamInvitationRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;
  const limits = new RateLimits(db, deps.rateLimitScale);

  /**
   * The user a request names: a client only itself (another user's id is `CANNOT_GET_OWN_USER_WITHOUT_USER`, as
   * Stack answers: docs/wire.md §3 "Team invitation"), a server any user of the project.
   */
  async function namedUser(auth: RequestAuth, userIdOrMe: string): Promise<UserRecord> {
    const userId = resolveUserId(auth, userIdOrMe);
    if (auth.accessType === 'client' && userId !== requireUser(auth).id) throw new KnownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
    const user = userId === auth.user?.id ? auth.user : await loadUser(db, auth.project.id, userId);
    if (!user) throw new KnownError('USER_ID_DOES_NOT_EXIST', { user_id: userId });
    return user;
  }

  mount(
    api,
    teamTable.sendTeamInvitation,
    endpoint({
      access: ANY_ACCESS,
      body: sendTeamInvitationBody,
      handler: async ({ auth, body, c }) => {
        const team = await teamWithPermission(db, auth, body.team_id, '$invite_members');
        const id = await sendInvitation(
          deps,
          limits,
          auth.project,
          team,
          { email: body.email, callbackUrl: body.callback_url },
          { ip: clientAddress(c), locale: requestLocale(c) },
        );
        return c.json({ success: true as const, id });
      },
    }),
  );

  mount(
    api,
    teamTable.listTeamInvitations,
    endpoint({
      access: ANY_ACCESS,
      query: teamInvitationListQuery,
      handler: async ({ auth, query, c }) => {
        if ((query.team_id === undefined) === (query.user_id === undefined)) {
          throw new StatusError(400, 'Pass exactly one of team_id and user_id.');
        }
        if (query.user_id !== undefined) {
          const user = await namedUser(auth, query.user_id);
          return c.json({ items: await invitationsOfUser(db, auth.project.id, user.id), is_paginated: false as const });
        }
        const teamId = query.team_id ?? '';
        await teamWithPermission(db, auth, teamId, '$read_members');
        await teamWithPermission(db, auth, teamId, '$invite_members');
        return c.json({ items: await invitationsOfTeam(db, auth.project.id, teamId), is_paginated: false as const });
      },
    }),
  );

  mount(
    api,
    teamTable.revokeTeamInvitation,
    endpoint({
      access: ANY_ACCESS,
      params: teamInvitationParams,
      query: teamInvitationRevokeQuery,
      handler: async ({ auth, params, query, c }) => {
        const team = await teamWithPermission(db, auth, query.team_id, '$remove_members');
        await revokeInvitation(db, auth.project.id, team.id, params.id);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    teamTable.acceptTeamInvitationById,
    endpoint({
      access: ANY_ACCESS,
      params: teamInvitationParams,
      query: teamInvitationAcceptQuery,
      handler: async ({ auth, params, query, c }) => {
        await acceptInvitationById(db, auth.project, await namedUser(auth, query.user_id), params.id);
        return c.json({});
      },
    }),
  );

  mount(
    api,
    teamTable.acceptTeamInvitation,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => {
        await acceptInvitationCode(db, auth.project, requireUser(auth), body.code);
        return c.json({});
      },
    }),
  );

  mount(
    api,
    teamTable.checkTeamInvitationCode,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => {
        await new VerificationCodes(db).check(auth.project.id, 'team-invitation', body.code);
        return c.json({ is_code_valid: true as const });
      },
    }),
  );

  mount(
    api,
    teamTable.teamInvitationDetails,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => {
        requireUser(auth);
        return c.json(await invitationDetails(db, auth.project.id, body.code));
      },
    }),
  );

  return api;
}
