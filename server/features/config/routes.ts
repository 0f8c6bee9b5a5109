import { Hono } from 'hono';
import * as routes from '../../../protocol/config/routes';
import { configLevelParams, configOverridePatchBody, configOverridePutBody } from '../../../protocol/config/schemas';
import type { AccessType } from '../../../protocol/headers';
import { ADMIN_ONLY, SERVER_OR_ADMIN } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { StatusError } from '../../kernel/http/status-error';
import { openOAuthClientSecrets } from '../../kernel/projects/oauth-client-secrets';
import { updateProject } from '../../kernel/projects/projects';
import type { ServerDeps } from '../../server-deps';
import { applyOverride, levelOverride, renderConfig } from './config-override';

/**
 * Stack's config API over the project's config (docs/wire.md §3 "Config"): `GET /internal/config` (admin) renders
 * it in Stack's shape; `GET|PATCH|PUT /internal/config/override/{level}` (server or admin, as in Stack; a server key
 * only for the branch level, which Latch does not keep) read and write it through the slots of `config-slots.ts`.
 */
export function configRoutes({ db, secrets }: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const onLevel = { access: SERVER_OR_ADMIN, params: configLevelParams } as const;

  mount(
    api,
    routes.getConfig,
    endpoint({
      access: ADMIN_ONLY,
      handler: ({ auth, c }) => {
        const rendered = renderConfig(auth.project.config, { openOAuthProviders: (p) => openOAuthClientSecrets(secrets, p) });
        return c.json({ config_string: JSON.stringify(rendered) });
      },
    }),
  );
  mount(
    api,
    routes.getConfigOverride,
    endpoint({
      ...onLevel,
      handler: ({ auth, params, c }) => {
        assertLevelAccess(auth.accessType, params.level);
        return c.json({ config_string: JSON.stringify(levelOverride(auth.project.config, params.level)) });
      },
    }),
  );
  mount(
    api,
    routes.updateConfigOverride,
    endpoint({
      ...onLevel,
      body: configOverridePatchBody,
      handler: async ({ auth, params, body, c }) => {
        assertLevelAccess(auth.accessType, params.level);
        const changes = applyOverride(auth.project.config, params.level, body.config_override_string, false);
        await updateProject(db, auth.project, { config: changes });
        return c.json({ success: true } as const);
      },
    }),
  );
  mount(
    api,
    routes.replaceConfigOverride,
    endpoint({
      ...onLevel,
      body: configOverridePutBody,
      handler: async ({ auth, params, body, c }) => {
        assertLevelAccess(auth.accessType, params.level);
        const changes = applyOverride(auth.project.config, params.level, body.config_string, true);
        await updateProject(db, auth.project, { config: changes });
        return c.json({ success: true } as const);
      },
    }),
  );
  return api;
}

/** Stack lets a server key manage the branch level only (docs/wire.md §3 "Config"). */
function assertLevelAccess(accessType: AccessType, level: 'project' | 'branch' | 'environment'): void {
  if (accessType === 'server' && level !== 'branch') throw new StatusError(403, 'Server access can only manage branch config overrides.');
}
