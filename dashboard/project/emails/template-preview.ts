export type TemplateSource = { subject: string; html: string; text: string };

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Sample values for the variables the server fills (server/kernel/mail/template-variables.ts), for the preview only. */
function sampleValues(projectName: string): Record<string, string> {
  const handler = 'https://app.example.com/handler';
  return {
    projectDisplayName: projectName,
    userDisplayName: 'Ada Lovelace',
    teamDisplayName: 'Design team',
    emailVerificationLink: `${handler}/email-verification?code=sample`,
    passwordResetLink: `${handler}/password-reset?code=sample`,
    magicLink: `${handler}/magic-link-callback?code=sample`,
    otp: 'K7Q2XD',
    teamInvitationLink: `${handler}/team-invitation?code=sample`,
    signInInvitationLink: `${handler}/sign-in?after_auth_return_to=%2F`,
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A template as a recipient would get it, with sample values: filled like server/kernel/mail/render-template.ts does (values
 * HTML-escaped in the HTML part, unknown variables render as nothing).
 */
export function previewTemplate(source: TemplateSource, projectName: string): TemplateSource {
  const values = sampleValues(projectName);
  const fill = (template: string, encode: (value: string) => string) =>
    template.replace(VARIABLE, (_match, name: string) => encode(Object.hasOwn(values, name) ? (values[name] ?? '') : ''));
  return { subject: fill(source.subject, (value) => value), html: fill(source.html, escapeHtml), text: fill(source.text, (value) => value) };
}
