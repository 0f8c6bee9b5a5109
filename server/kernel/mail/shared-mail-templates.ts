import type { EmailTemplateType } from '../../../protocol/emails/templates';
import type { Locale } from '../../../protocol/locales';
import { defaultTemplate, sharedSubject, type TemplateSource } from './default-templates';

/**
 * The template shared mail of `type` is sent with, in `locale`: the default body, whatever the project saved, and a
 * subject without tenant text (a project's or a team's name), since the subject is what a reader trusts at a glance;
 * those names appear in the body only, HTML-escaped. A project that wants its own templates uses its own SMTP server
 * (README "Operating Latch").
 */
export function sharedMailTemplate(type: EmailTemplateType, locale: Locale): TemplateSource {
  return { ...defaultTemplate(type, locale), subject: sharedSubject(type, locale) };
}
