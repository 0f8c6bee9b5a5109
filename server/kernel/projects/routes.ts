import { Hono } from 'hono';
import * as routes from '../../../protocol/projects/routes';
import { mount } from '../http/mount';
import { INTERNAL_PROJECT_ID } from '../../../protocol/constants';
import { KnownError } from '../../../protocol/known-error';
import { projectCreateBody, projectPatchBody, projectTransferBody } from '../../../protocol/projects/schemas';
import type { AppEnv } from '../http/app-env';
import { endpoint } from '../http/endpoint';
import { ADMIN_ONLY, ANY_ACCESS } from '../auth/access';
import { toAdminProjectJson, toClientProjectJson } from './project-json';
import { withSealedOAuthSecrets } from './oauth-client-secrets';
import { createOwnedProject, listOwnedProjects, transferOwnedProject } from './owned-projects';
import { countUsers, deleteProject, updateProject } from './projects';
import { StatusError } from '../http/status-error';
import type { ServerDeps } from '../../server-deps';
import { assertSmtpHostAllowed, smtpNetwork } from '../mail/smtp-network';
import { RateLimits } from '../limits/rate-limits';
import { clientAddress } from '../http/client-address';
import { throttleProjectCreation } from './creation-throttle';
import type { ProjectPatchBody } from '../../../protocol/projects/schemas';
import type { RequestAuth } from '../auth/request-auth';
import type { UserRecord } from '../users/user-record';

/**
 * The current project: its public view for any caller, and the admin view, update and deletion; and the projects a
 * dashboard user owns, listed and created (docs/wire.md §3 "Project create").
 */
export function projectRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { db, secrets } = deps;
  const network = smtpNetwork(deps);
  const limits = new RateLimits(db, deps.rateLimitScale);
  const api = new Hono<AppEnv>();
  mount(api, routes.currentProject, endpoint({ access: ANY_ACCESS, handler: ({ auth, c }) => c.json(toClientProjectJson(auth.project)) }));

  mount(
    api,
    routes.adminProject,
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => c.json(toAdminProjectJson(auth.project, await countUsers(db, auth.project.id), secrets)),
    }),
  );

  mount(
    api,
    routes.updateAdminProject,
    endpoint({
      access: ADMIN_ONLY,
      body: projectPatchBody,
      handler: async ({ auth, body, c }) => {
        assertEmailServerAllowed(body);
        const updated = await updateProject(db, auth.project, withSealedOAuthSecrets(secrets, body));
        return c.json(toAdminProjectJson(updated, await countUsers(db, updated.id), secrets));
      },
    }),
  );

  mount(
    api,
    routes.deleteAdminProject,
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => {
        if (auth.project.id === INTERNAL_PROJECT_ID) throw new StatusError(400, 'The internal project cannot be deleted.');
        await deleteProject(db, auth.project.id);
        return c.json({ success: true } as const);
      },
    }),
  );
  mount(
    api,
    routes.listOwnedProjects,
    endpoint({
      access: ANY_ACCESS,
      handler: async ({ auth, c }) => {
        const projects = await listOwnedProjects(db, dashboardUser(auth));
        const items = await Promise.all(projects.map(async (p) => toAdminProjectJson(p, await countUsers(db, p.id), secrets)));
        return c.json({ items, is_paginated: false as const });
      },
    }),
  );

  mount(
    api,
    routes.createOwnedProject,
    endpoint({
      access: ANY_ACCESS,
      body: projectCreateBody,
      handler: async ({ auth, body, c }) => {
        const owner = dashboardUser(auth);
        assertEmailServerAllowed(body);
        await throttleProjectCreation(limits, owner.id, clientAddress(c));
        const created = await createOwnedProject(db, auth.project, owner, withSealedOAuthSecrets(secrets, body));
        return c.json(toAdminProjectJson(created, 0, secrets), 201);
      },
    }),
  );

  mount(
    api,
    routes.transferOwnedProject,
    endpoint({
      access: ANY_ACCESS,
      body: projectTransferBody,
      handler: async ({ auth, body, c }) => {
        await transferOwnedProject(db, dashboardUser(auth), body.project_id, body.new_team_id);
        return c.json({ success: 'true' } as const);
      },
    }),
  );
  return api;

  /** A project's own SMTP server must be at a public address, unless the operator allows private networks. */
  function assertEmailServerAllowed(body: ProjectPatchBody): void {
    const config = body.config?.email_config;
    if (config?.type === 'standard') assertSmtpHostAllowed(config.host, network);
  }
}

/** The signed-in, non-anonymous user of the internal project making the request (Stack's own tools sign in there). */
function dashboardUser(auth: RequestAuth): UserRecord {
  if (auth.project.id !== INTERNAL_PROJECT_ID) throw new KnownError('EXPECTED_INTERNAL_PROJECT');
  if (!auth.user || auth.user.is_anonymous) throw new KnownError('USER_AUTHENTICATION_REQUIRED');
  return auth.user;
}
