import type { Hono } from 'hono';
import * as routes from '../../../protocol/emails/routes';
import { internalEmailCreateBody, internalEmailIdParams, internalEmailTemplatePatchBody, internalEmailThemePatchBody } from '../../../protocol/emails/schemas';
import { KnownError } from '../../../protocol/known-error';
import { ADMIN_ONLY } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { sendsThroughSharedSmtp } from '../../kernel/mail/shared-smtp';
import type { Project } from '../../kernel/projects/projects';
import type { ServerDeps } from '../../server-deps';
import {
  createTemplateSource,
  createTheme,
  deleteTemplateSource,
  deleteTheme,
  listTemplateSources,
  listThemes,
  readTheme,
  updateTemplateSource,
  updateTheme,
} from './template-sources';

/**
 * Stack's current template and theme routes (docs/wire.md §3 "Email templates"): `/internal/email-templates` and
 * `/internal/email-themes`, admin only. Changing templates needs the project's own SMTP server
 * (`REQUIRES_CUSTOM_EMAIL_SERVER`), as in Stack.
 */
export function mountEmailSourceRoutes(api: Hono<AppEnv>, deps: ServerDeps): void {
  const { db } = deps;
  const refuseOnSharedServer = (project: Project) => {
    if (sendsThroughSharedSmtp(deps.sharedSmtp, project.config.email_config)) throw new KnownError('REQUIRES_CUSTOM_EMAIL_SERVER');
  };

  mount(
    api,
    routes.listInternalEmailTemplates,
    endpoint({ access: ADMIN_ONLY, handler: async ({ auth, c }) => c.json({ templates: await listTemplateSources(db, auth.project.id) }) }),
  );
  mount(
    api,
    routes.createInternalEmailTemplate,
    endpoint({
      access: ADMIN_ONLY,
      body: internalEmailCreateBody,
      handler: async ({ auth, body, c }) => {
        refuseOnSharedServer(auth.project);
        return c.json({ id: await createTemplateSource(db, auth.project.id, body.display_name) });
      },
    }),
  );
  mount(
    api,
    routes.updateInternalEmailTemplate,
    endpoint({
      access: ADMIN_ONLY,
      params: internalEmailIdParams,
      body: internalEmailTemplatePatchBody,
      handler: async ({ auth, params, body, c }) => {
        refuseOnSharedServer(auth.project);
        return c.json({ rendered_html: await updateTemplateSource(db, auth.project, params.id, body) });
      },
    }),
  );
  mount(
    api,
    routes.deleteInternalEmailTemplate,
    endpoint({
      access: ADMIN_ONLY,
      params: internalEmailIdParams,
      handler: async ({ auth, params, c }) => {
        refuseOnSharedServer(auth.project);
        await deleteTemplateSource(db, auth.project.id, params.id);
        return c.json({});
      },
    }),
  );

  mount(
    api,
    routes.listEmailThemes,
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => c.json({ themes: (await listThemes(db, auth.project.id)).map(({ id, display_name }) => ({ id, display_name })) }),
    }),
  );
  mount(
    api,
    routes.createEmailTheme,
    endpoint({
      access: ADMIN_ONLY,
      body: internalEmailCreateBody,
      handler: async ({ auth, body, c }) => c.json({ id: await createTheme(db, auth.project.id, body.display_name) }),
    }),
  );
  mount(
    api,
    routes.getEmailTheme,
    endpoint({ access: ADMIN_ONLY, params: internalEmailIdParams, handler: async ({ auth, params, c }) => c.json(await readTheme(db, auth.project.id, params.id)) }),
  );
  mount(
    api,
    routes.updateEmailTheme,
    endpoint({
      access: ADMIN_ONLY,
      params: internalEmailIdParams,
      body: internalEmailThemePatchBody,
      handler: async ({ auth, params, body, c }) => c.json({ display_name: await updateTheme(db, auth.project.id, params.id, body.tsx_source) }),
    }),
  );
  mount(
    api,
    routes.deleteEmailTheme,
    endpoint({
      access: ADMIN_ONLY,
      params: internalEmailIdParams,
      handler: async ({ auth, params, c }) => {
        await deleteTheme(db, auth.project.id, params.id);
        return c.json({});
      },
    }),
  );
}
