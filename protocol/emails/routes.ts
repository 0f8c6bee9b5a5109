import type { z } from 'zod';
import type { EmailTemplateJson, SendTestEmailJson, SentEmailJson } from './json';
import type { ListJson, SuccessJson } from '../list-json';
import type { EmptyBody, NoBody, Route } from '../route';
import type { emailTemplatePatchBody, sendTestEmailBody } from './schemas';

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
