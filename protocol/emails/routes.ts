import type { z } from 'zod';
import type { EmailTemplateJson, InternalEmailTemplateListJson, InternalEmailThemeJson, InternalEmailThemeListJson, SendTestEmailJson, SentEmailJson } from './json';
import type { ListJson, SuccessJson } from '../list-json';
import type { EmptyBody, NoBody, Route } from '../route';
import type { emailTemplatePatchBody, internalEmailCreateBody, internalEmailTemplatePatchBody, internalEmailThemePatchBody, sendTestEmailBody } from './schemas';

/**
 * The email routes (admin access): the project's templates (list, read, change, reset), the sent emails, a test
 * send.
 *
 * @example
 * ```ts
 * import * as emailRoutes from './routes';
 * await call(sender, emailRoutes.listEmailTemplates, { session });
 * ```
 */
export const listEmailTemplates: Route<'GET', '/email-templates', NoBody, ListJson<EmailTemplateJson>, ListJson<EmailTemplateJson>, never> = {
  method: 'GET',
  path: '/email-templates',
};
export const getEmailTemplate: Route<'GET', '/email-templates/:type', NoBody, EmailTemplateJson, EmailTemplateJson, never> = { method: 'GET', path: '/email-templates/:type' };
export const updateEmailTemplate: Route<'PATCH', '/email-templates/:type', z.input<typeof emailTemplatePatchBody>, EmailTemplateJson, EmailTemplateJson, never> = {
  method: 'PATCH',
  path: '/email-templates/:type',
};
export const resetEmailTemplate: Route<'DELETE', '/email-templates/:type', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/email-templates/:type' };
export const listSentEmails: Route<'GET', '/internal/emails', NoBody, ListJson<SentEmailJson>, ListJson<SentEmailJson>, never> = { method: 'GET', path: '/internal/emails' };
export const sendTestEmail: Route<'POST', '/internal/send-test-email', z.input<typeof sendTestEmailBody>, SendTestEmailJson, SendTestEmailJson, never> = {
  method: 'POST',
  path: '/internal/send-test-email',
};

type CreateBody = z.input<typeof internalEmailCreateBody>;

// Stack's current template and theme routes (docs/wire.md §3 "Email templates"), admin only.
export const listInternalEmailTemplates: Route<'GET', '/internal/email-templates', NoBody, InternalEmailTemplateListJson, InternalEmailTemplateListJson, never> = {
  method: 'GET',
  path: '/internal/email-templates',
};
export const createInternalEmailTemplate: Route<'POST', '/internal/email-templates', CreateBody, { id: string }, { id: string }, never> = {
  method: 'POST',
  path: '/internal/email-templates',
};
export const updateInternalEmailTemplate: Route<
  'PATCH',
  '/internal/email-templates/:id',
  z.input<typeof internalEmailTemplatePatchBody>,
  { rendered_html: string },
  { rendered_html: string },
  never
> = { method: 'PATCH', path: '/internal/email-templates/:id' };
export const deleteInternalEmailTemplate: Route<'DELETE', '/internal/email-templates/:id', NoBody, Record<string, never>, Record<string, never>, never> = {
  method: 'DELETE',
  path: '/internal/email-templates/:id',
};
export const listEmailThemes: Route<'GET', '/internal/email-themes', NoBody, InternalEmailThemeListJson, InternalEmailThemeListJson, never> = {
  method: 'GET',
  path: '/internal/email-themes',
};
export const createEmailTheme: Route<'POST', '/internal/email-themes', CreateBody, { id: string }, { id: string }, never> = { method: 'POST', path: '/internal/email-themes' };
export const getEmailTheme: Route<'GET', '/internal/email-themes/:id', NoBody, InternalEmailThemeJson, InternalEmailThemeJson, never> = {
  method: 'GET',
  path: '/internal/email-themes/:id',
};
export const updateEmailTheme: Route<
  'PATCH',
  '/internal/email-themes/:id',
  z.input<typeof internalEmailThemePatchBody>,
  { display_name: string },
  { display_name: string },
  never
> = { method: 'PATCH', path: '/internal/email-themes/:id' };
export const deleteEmailTheme: Route<'DELETE', '/internal/email-themes/:id', NoBody, Record<string, never>, Record<string, never>, never> = {
  method: 'DELETE',
  path: '/internal/email-themes/:id',
};
