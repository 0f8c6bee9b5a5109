import type { EmailTemplateType } from '../../../protocol/emails/templates';

/** Each template's name as an owner thinks of it. */
export const TEMPLATE_NAMES: Record<EmailTemplateType, string> = {
  email_verification: 'E-mail verification',
  password_reset: 'Password reset',
  magic_link: 'Magic link and sign-in code',
  team_invitation: 'Team invitation',
  sign_in_invitation: 'Sign-in invitation',
};
