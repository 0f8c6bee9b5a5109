import type { EmailTemplateType } from '../../../protocol/emails/templates';
import type { Locale } from '../../../protocol/locales';
import type { Project } from '../projects/projects';
import type { ServerDeps } from '../../server-deps';
import { readTemplate } from './email-templates';
import { renderTemplate } from './render-template';
import { sendEmail, type SendResult } from './send-email';
import { sharedMailTemplate } from './shared-mail-templates';
import { sendsThroughSharedSmtp } from './shared-smtp';
import type { TemplateVariables } from './template-variables';

/** `locale`: the recipient's language (`mailLocale`), which the default templates are written in. */
export type TemplatedEmail<T extends EmailTemplateType> = { type: T; to: string; variables: TemplateVariables[T]; locale: Locale };

/**
 * The one way features send the product's e-mails (verification, password reset, magic link, invitations): renders
 * the project's template for `type` (a default one in the recipient's `locale`) with `variables` (plus
 * `projectDisplayName`), sends it the project's way and records it. Through the operator's shared SMTP server the template is the fixed one (shared-mail-templates.ts). Never rejects: failures are logged, recorded in the sent-e-mail log and returned in `error`.
 * Call it after your transaction has committed, with links built from configured URLs only (docs/security.md).
 *
 * @example
 * ```ts
 * await sendTemplatedEmail(deps, project, {
 *   type: 'magic_link',
 *   to: email,
 *   variables: { userDisplayName: null, magicLink: `${callbackUrl}?code=${code}`, otp },
 *   locale: await mailLocale(deps.db, userId, requestLocale(c)),
 * });
 * ```
 */
export async function sendTemplatedEmail<T extends EmailTemplateType>(deps: ServerDeps, project: Project, mail: TemplatedEmail<T>): Promise<SendResult> {
  let rendered;
  try {
    const template = sendsThroughSharedSmtp(deps.sharedSmtp, project.config.email_config)
      ? sharedMailTemplate(mail.type, mail.locale)
      : await readTemplate(deps.db, project.id, mail.type, mail.locale);
    rendered = renderTemplate(template, { ...mail.variables, projectDisplayName: project.display_name });
  } catch (cause) {
    deps.logger.error(`Could not prepare the ${mail.type} e-mail (project ${project.id})`, cause);
    return { id: null, error: 'The e-mail could not be prepared.' };
  }
  return sendEmail(deps, project, { to: [mail.to], ...rendered });
}
