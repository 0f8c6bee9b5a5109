import type { EmailTemplateType } from '../../../protocol/emails/templates';

export type TemplateSource = { subject: string; html: string; text: string };

/** One e-mail's HTML: a plain card, inline styles only (mail clients drop style sheets). */
function card(heading: string, body: string, link: string, linkLabel: string): string {
  return [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,sans-serif;color:#18181b">',
    '<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>`,
    body,
    `<p style="margin:24px 0"><a href="${link}" style="background:#18181b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${linkLabel}</a></p>`,
    `<p style="font-size:12px;color:#71717a">Or open this link: ${link}</p>`,
    '<p style="font-size:12px;color:#71717a">If you did not ask for this e-mail, you can ignore it.</p>',
    '</div></body></html>',
  ].join('\n');
}

/**
 * The templates a project starts with. Subjects are Stack Auth's (docs/wire.md §3 "Email templates"; the official
 * client's flows look for "Verify your email at …" and "Sign in to …: Your code is …", §10), and each text part
 * carries the link, so a reader of the plain text (or of the console outbox) can follow it.
 */
export const DEFAULT_TEMPLATES: { [T in EmailTemplateType]: TemplateSource } = {
  email_verification: {
    subject: 'Verify your email at {{ projectDisplayName }}',
    html: card('Verify your e-mail', '<p>Please confirm this e-mail address for your account at {{ projectDisplayName }}.</p>', '{{ emailVerificationLink }}', 'Verify my e-mail'),
    text: 'Verify your e-mail at {{ projectDisplayName }} by opening this link:\n\n{{ emailVerificationLink }}\n\nIf you did not ask for this e-mail, you can ignore it.\n',
  },
  password_reset: {
    subject: 'Reset your password at {{ projectDisplayName }}',
    html: card(
      'Reset your password',
      '<p>Someone asked to reset the password of your account at {{ projectDisplayName }}.</p>',
      '{{ passwordResetLink }}',
      'Choose a new password',
    ),
    text: 'Reset your password at {{ projectDisplayName }} by opening this link:\n\n{{ passwordResetLink }}\n\nIf you did not ask for this e-mail, you can ignore it.\n',
  },
  magic_link: {
    subject: 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}',
    html: card(
      'Sign in to {{ projectDisplayName }}',
      '<p>Your sign-in code is:</p><p style="font-size:28px;font-weight:600;letter-spacing:4px">{{ otp }}</p>',
      '{{ magicLink }}',
      'Sign in',
    ),
    text: 'Your code to sign in to {{ projectDisplayName }} is {{ otp }}\n\nOr sign in by opening this link:\n\n{{ magicLink }}\n\nIf you did not ask for this e-mail, you can ignore it.\n',
  },
  team_invitation: {
    subject: 'You have been invited to join {{ teamDisplayName }}',
    html: card(
      'Join {{ teamDisplayName }}',
      '<p>You have been invited to join the team {{ teamDisplayName }} at {{ projectDisplayName }}.</p>',
      '{{ teamInvitationLink }}',
      'Accept the invitation',
    ),
    text: 'You have been invited to join the team {{ teamDisplayName }} at {{ projectDisplayName }}. Accept by opening this link:\n\n{{ teamInvitationLink }}\n',
  },
  sign_in_invitation: {
    subject: 'You have been invited to sign in to {{ projectDisplayName }}',
    html: card('Sign in to {{ projectDisplayName }}', '<p>You have been invited to sign in to {{ projectDisplayName }}.</p>', '{{ signInInvitationLink }}', 'Sign in'),
    text: 'You have been invited to sign in to {{ projectDisplayName }}. Open this link to sign in:\n\n{{ signInInvitationLink }}\n',
  },
};
