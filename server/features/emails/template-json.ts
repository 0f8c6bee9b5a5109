import type { EmailTemplateJson } from '../../../protocol/emails/json';
import type { EmailTemplate } from '../../kernel/mail/email-templates';

/** The wire shape of a template (docs/wire.md §3 "Email templates", legacy CRUD shape). */
export function toEmailTemplateJson(template: EmailTemplate): EmailTemplateJson {
  return {
    type: template.type,
    subject: template.subject,
    content: { html: template.html, text: template.text },
    is_default: template.is_default,
  };
}
