import type { EmailTemplateType } from '../../../protocol/emails/templates';
import { DEFAULT_TEMPLATES, type TemplateSource } from './default-templates';

/**
 * Subjects of mail sent through the operator's shared SMTP server: no text a tenant chose (a project's or a team's
 * name), since the subject is what a reader trusts at a glance; those names appear in the body only, HTML-escaped.
 */
const SHARED_SUBJECTS: { [T in EmailTemplateType]: string } = {
  email_verification: 'Verify your e-mail address',
  password_reset: 'Reset your password',
  magic_link: 'Your sign-in code is {{ otp }}',
  team_invitation: 'You have been invited to join a team',
  sign_in_invitation: 'You have been invited to sign in',
};

/**
 * The template shared mail of `type` is sent with: the default body, whatever the project saved, and a subject
 * without tenant text. A project that wants its own templates uses its own SMTP server (README "Operating Latch").
 */
export function sharedMailTemplate(type: EmailTemplateType): TemplateSource {
  return { ...DEFAULT_TEMPLATES[type], subject: SHARED_SUBJECTS[type] };
}
