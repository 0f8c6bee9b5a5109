import type { EmailTemplateType } from '../../../protocol/emails/templates';

/**
 * What the caller of each template supplies; `projectDisplayName` is always added from the project. Null renders as
 * nothing. Names follow Stack Auth's template variables (camelCase).
 */
export type TemplateVariables = {
  email_verification: { userDisplayName: string | null; emailVerificationLink: string };
  password_reset: { userDisplayName: string | null; passwordResetLink: string };
  magic_link: { userDisplayName: string | null; magicLink: string; otp: string };
  team_invitation: { userDisplayName: string | null; teamDisplayName: string; teamInvitationLink: string };
  sign_in_invitation: { userDisplayName: string | null; teamDisplayName: string | null; signInInvitationLink: string };
};

/** Every variable a template of each type may use, so an admin's typo is refused when the template is saved. */
export const TEMPLATE_VARIABLE_NAMES: { [T in EmailTemplateType]: readonly string[] } = {
  email_verification: ['projectDisplayName', 'userDisplayName', 'emailVerificationLink'],
  password_reset: ['projectDisplayName', 'userDisplayName', 'passwordResetLink'],
  magic_link: ['projectDisplayName', 'userDisplayName', 'magicLink', 'otp'],
  team_invitation: ['projectDisplayName', 'userDisplayName', 'teamDisplayName', 'teamInvitationLink'],
  sign_in_invitation: ['projectDisplayName', 'userDisplayName', 'teamDisplayName', 'signInInvitationLink'],
};
