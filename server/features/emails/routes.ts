import { Hono } from 'hono';
import * as routes from '../../../protocol/emails/routes';
import { mount } from '../../kernel/http/mount';
import { emailTemplateParams, emailTemplatePatchBody, sendTestEmailBody } from '../../../protocol/emails/schemas';
import { ADMIN_ONLY } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { listTemplates, readTemplate, resetTemplate, saveTemplate } from '../../kernel/mail/email-templates';
import { listSentEmails } from '../../kernel/mail/sent-emails';
import { RateLimits } from '../../kernel/limits/rate-limits';
import { sendsThroughSharedSmtp } from '../../kernel/mail/shared-smtp';
import { KnownError } from '../../../protocol/known-error';
import type { ServerDeps } from '../../server-deps';
import { sendTestEmail } from './send-test-email';
import { mountEmailSourceRoutes } from './source-routes';
import { toEmailTemplateJson } from './template-json';

/**
 * The admin's e-mail screens (docs/product.md §7 "Admin level"): the project's templates (DELETE goes back to the default; a
 * project on the operator's shared SMTP server cannot edit them: REQUIRES_CUSTOM_EMAIL_SERVER, the reference's code for it),
 * the sent-e-mail log, which is also the development outbox, and a test of an SMTP configuration.
 */
export function emailsRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { db } = deps;
  const limits = new RateLimits(db, deps.rateLimitScale);
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.listEmailTemplates,
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => c.json({ items: (await listTemplates(db, auth.project.id)).map(toEmailTemplateJson), is_paginated: false as const }),
    }),
  );

  mount(
    api,
    routes.getEmailTemplate,
    endpoint({
      access: ADMIN_ONLY,
      params: emailTemplateParams,
      handler: async ({ auth, params, c }) => c.json(toEmailTemplateJson(await readTemplate(db, auth.project.id, params.type))),
    }),
  );

  mount(
    api,
    routes.updateEmailTemplate,
    endpoint({
      access: ADMIN_ONLY,
      params: emailTemplateParams,
      body: emailTemplatePatchBody,
      handler: async ({ auth, params, body, c }) => {
        // Mail through the operator's server uses fixed templates; with the development outbox owners may still try theirs.
        if (sendsThroughSharedSmtp(deps.sharedSmtp, auth.project.config.email_config)) throw new KnownError('REQUIRES_CUSTOM_EMAIL_SERVER');
        return c.json(toEmailTemplateJson(await saveTemplate(db, auth.project.id, params.type, body)));
      },
    }),
  );

  mount(
    api,
    routes.resetEmailTemplate,
    endpoint({
      access: ADMIN_ONLY,
      params: emailTemplateParams,
      handler: async ({ auth, params, c }) => {
        await resetTemplate(db, auth.project.id, params.type);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    routes.listSentEmails,
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => c.json({ items: await listSentEmails(db, auth.project.id), is_paginated: false as const }),
    }),
  );

  mount(
    api,
    routes.sendTestEmail,
    endpoint({
      access: ADMIN_ONLY,
      body: sendTestEmailBody,
      handler: async ({ auth, body, c }) => c.json(await sendTestEmail(deps, limits, auth.project.id, body)),
    }),
  );
  mountEmailSourceRoutes(api, deps);
  return api;
}
