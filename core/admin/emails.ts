import type { EmailTemplateType } from '../../protocol/emails/templates';
import type { EmailTemplateJson, InternalEmailTemplateJson, SentEmailJson } from '../../protocol/emails/json';
import * as routes from '../../protocol/emails/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';

/**
 * One of the project's e-mail templates; `isDefault` until an admin saves a change.
 *
 * @example
 * ```ts
 * const reset = (await admin.listEmailTemplates()).find((template) => template.type === 'password_reset');
 * ```
 */
export type EmailTemplate = { type: EmailTemplateType; subject: string; content: { html: string; text: string }; isDefault: boolean };

/**
 * A template as Stack's current routes keep it (docs/wire.md §3 "Email templates"): the built-ins under Stack's ids,
 * then the project's own. Latch renders a source only when it is static.
 *
 * @example
 * ```ts
 * const welcome = (await admin.listEmailTemplateSources()).find((template) => template.displayName === 'Welcome');
 * ```
 */
export type EmailTemplateSource = { id: string; displayName: string; tsxSource: string; themeId: string | false | null };

/**
 * An e-mail theme: static markup that places the mail at `{{ children }}`.
 *
 * @example
 * ```ts
 * const theme = await admin.getEmailTheme(id);
 * ```
 */
export type EmailTheme = { id: string; displayName: string; tsxSource: string };

/**
 * One entry of the sent-e-mail log (the development outbox too): `error` says why delivery failed.
 *
 * @example
 * ```ts
 * const failed = (await admin.listSentEmails()).filter((mail) => mail.error !== null);
 * ```
 */
export type SentEmail = { id: string; to: string[]; subject: string; sentAt: Date; error: string | null; html: string | null; text: string | null };

/**
 * An SMTP server to try with `sendTestEmail`.
 *
 * @example
 * ```ts
 * const smtp: SmtpConfig = { host: 'smtp.example.com', port: 587, username: 'u', password: 'p', senderName: 'Acme', senderEmail: 'no-reply@example.com' };
 * ```
 */
export type SmtpConfig = { host: string; port: number; username: string; password: string; senderName: string; senderEmail: string };

/**
 * The e-mail calls of an AdminApp, over its context.
 *
 * @example
 * ```ts
 * const templates = await emailActions(context).listTemplates();
 * ```
 */
export function emailActions(context: AppContext) {
  const admin = { accessType: 'admin' as const };
  return {
    async listTemplates(): Promise<EmailTemplate[]> {
      return (await call(context.sender, routes.listEmailTemplates, admin)).items.map(templateFromJson);
    },
    async updateTemplate(type: EmailTemplateType, patch: { subject?: string; content?: { html: string; text: string } }): Promise<EmailTemplate> {
      return templateFromJson(await call(context.sender, routes.updateEmailTemplate, { ...admin, params: { type }, body: patch }));
    },
    async resetTemplate(type: EmailTemplateType): Promise<void> {
      await call(context.sender, routes.resetEmailTemplate, { ...admin, params: { type }, body: {} });
    },
    async listTemplateSources(): Promise<EmailTemplateSource[]> {
      return (await call(context.sender, routes.listInternalEmailTemplates, admin)).templates.map(templateSourceFromJson);
    },
    async createTemplate(displayName: string): Promise<{ id: string }> {
      return call(context.sender, routes.createInternalEmailTemplate, { ...admin, body: { display_name: displayName } });
    },
    async updateTemplateSource(id: string, tsxSource: string, themeId?: string | false | null): Promise<{ renderedHtml: string }> {
      const body = { tsx_source: tsxSource, ...(themeId !== undefined ? { theme_id: themeId } : {}) };
      return { renderedHtml: (await call(context.sender, routes.updateInternalEmailTemplate, { ...admin, params: { id }, body })).rendered_html };
    },
    async deleteTemplate(id: string): Promise<void> {
      await call(context.sender, routes.deleteInternalEmailTemplate, { ...admin, params: { id } });
    },
    async listThemes(): Promise<{ id: string; displayName: string }[]> {
      return (await call(context.sender, routes.listEmailThemes, admin)).themes.map((theme) => ({ id: theme.id, displayName: theme.display_name }));
    },
    async createTheme(displayName: string): Promise<{ id: string }> {
      return call(context.sender, routes.createEmailTheme, { ...admin, body: { display_name: displayName } });
    },
    async getTheme(id: string): Promise<EmailTheme> {
      const json = await call(context.sender, routes.getEmailTheme, { ...admin, params: { id } });
      return { id: json.id, displayName: json.display_name, tsxSource: json.tsx_source };
    },
    async updateTheme(id: string, tsxSource: string): Promise<void> {
      await call(context.sender, routes.updateEmailTheme, { ...admin, params: { id }, body: { tsx_source: tsxSource } });
    },
    async deleteTheme(id: string): Promise<void> {
      await call(context.sender, routes.deleteEmailTheme, { ...admin, params: { id } });
    },
    async listSentEmails(): Promise<SentEmail[]> {
      return (await call(context.sender, routes.listSentEmails, admin)).items.map(sentEmailFromJson);
    },
    async sendTestEmail(recipientEmail: string, smtp: SmtpConfig): Promise<{ success: true } | { success: false; errorMessage: string }> {
      const email_config = { host: smtp.host, port: smtp.port, username: smtp.username, password: smtp.password, sender_name: smtp.senderName, sender_email: smtp.senderEmail };
      const answer = await call(context.sender, routes.sendTestEmail, { ...admin, body: { recipient_email: recipientEmail, email_config } });
      return answer.success ? { success: true } : { success: false, errorMessage: answer.error_message ?? 'The test e-mail could not be sent.' };
    },
  };
}

function templateFromJson(json: EmailTemplateJson): EmailTemplate {
  return { type: json.type, subject: json.subject, content: { html: json.content.html, text: json.content.text }, isDefault: json.is_default };
}

function sentEmailFromJson(json: SentEmailJson): SentEmail {
  return { id: json.id, to: json.to, subject: json.subject, sentAt: new Date(json.sent_at_millis), error: json.error ?? null, html: json.html ?? null, text: json.text ?? null };
}

function templateSourceFromJson(json: InternalEmailTemplateJson): EmailTemplateSource {
  return { id: json.id, displayName: json.display_name, tsxSource: json.tsx_source, themeId: json.theme_id ?? null };
}
