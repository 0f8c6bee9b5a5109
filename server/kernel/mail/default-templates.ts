import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../../../protocol/emails/templates';
import { RTL_LOCALES, type Locale } from '../../../protocol/locales';
import { MAIL_STRINGS } from './mail-locales';

export type TemplateSource = { subject: string; html: string; text: string };

/** The variable each template type's link is in. */
const LINK_VARIABLE: { [T in EmailTemplateType]: string } = {
  email_verification: 'emailVerificationLink',
  password_reset: 'passwordResetLink',
  magic_link: 'magicLink',
  team_invitation: 'teamInvitationLink',
  sign_in_invitation: 'signInInvitationLink',
};

/** Whose plain text ends with "you can ignore it" (every HTML part does). */
const TEXT_ENDS_WITH_IGNORE: ReadonlySet<EmailTemplateType> = new Set(['email_verification', 'password_reset', 'magic_link']);

/** One e-mail's HTML: a plain card, inline styles only (mail clients drop style sheets), in `locale`'s language and direction. */
function card(locale: Locale, heading: string, body: string, link: string, linkLabel: string, orOpenLink: string, ignore: string): string {
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  return [
    '<!doctype html>',
    `<html lang="${locale}" dir="${dir}"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,sans-serif;color:#18181b">`,
    '<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>`,
    body,
    `<p style="margin:24px 0"><a href="${link}" style="background:#18181b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${linkLabel}</a></p>`,
    `<p style="font-size:12px;color:#71717a">${orOpenLink} ${link}</p>`,
    `<p style="font-size:12px;color:#71717a">${ignore}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/**
 * The default template of `type` in `locale` (docs/i18n.md "E-mails"). English subjects are Stack Auth's
 * (docs/wire.md §3 "Email templates"; the official client's flows look for "Verify your email at …" and "Sign in to
 * …: Your code is …", §10), and each text part carries the link, so a reader of the plain text (or of the console
 * outbox) can follow it.
 *
 * @example
 * ```ts
 * defaultTemplate('password_reset', 'de').subject; // 'Setzen Sie Ihr Passwort bei {{ projectDisplayName }} zurück'
 * ```
 */
export function defaultTemplate(type: EmailTemplateType, locale: Locale): TemplateSource {
  const words = MAIL_STRINGS[locale];
  const t = words[type];
  const link = `{{ ${LINK_VARIABLE[type]} }}`;
  const code = type === 'magic_link' ? '<p style="font-size:28px;font-weight:600;letter-spacing:4px">{{ otp }}</p>' : '';
  return {
    subject: t.subject,
    html: card(locale, t.heading, `<p>${t.paragraph}</p>${code}`, link, t.button, words.orOpenLink, words.ignore),
    text: `${t.text}\n\n${link}\n${TEXT_ENDS_WITH_IGNORE.has(type) ? `\n${words.ignore}\n` : ''}`,
  };
}

/** The subject of `type` through the operator's shared SMTP server, in `locale` (shared-mail-templates.ts). */
export function sharedSubject(type: EmailTemplateType, locale: Locale): string {
  return MAIL_STRINGS[locale][type].sharedSubject;
}

/** The templates a project starts with, as the template API shows them: English. */
export const DEFAULT_TEMPLATES: { [T in EmailTemplateType]: TemplateSource } = Object.fromEntries(EMAIL_TEMPLATE_TYPES.map((type) => [type, defaultTemplate(type, 'en')])) as {
  [T in EmailTemplateType]: TemplateSource;
};
