import type { EmailTemplateType } from '../../protocol/emails/templates';
import type { EmailTemplateJson, SentEmailJson } from '../../protocol/emails/json';
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
