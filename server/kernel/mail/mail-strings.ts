import type { EmailTemplateType } from '../../../protocol/emails/templates';

/**
 * The words of one template type's default mail in one language. `{{ variables }}` stay as in English (the table's
 * test checks it). `text` opens the plain-text part; the link follows it on its own line.
 */
type MailTypeStrings = {
  /** The subject through the project's own SMTP server; may name the project or team. */
  subject: string;
  /** The subject through the operator's shared SMTP server: no tenant text (shared-mail-templates.ts). */
  sharedSubject: string;
  heading: string;
  /** The HTML part's paragraph (for `magic_link`: the words before the code). */
  paragraph: string;
  /** The button's label. */
  button: string;
  /** The plain-text part before the link. */
  text: string;
};

/**
 * Every default mail's words in one language (one file per locale in `locales/`, docs/i18n.md "E-mails").
 *
 * @example
 * ```ts
 * export const strings: MailStrings = { orOpenLink: 'Or open this link:', ignore: '…', email_verification: {…}, … };
 * ```
 */
export type MailStrings = {
  /** Before the bare link at the foot of the HTML part. */
  orOpenLink: string;
  /** The last line of a mail a person may not have asked for. */
  ignore: string;
} & { [T in EmailTemplateType]: MailTypeStrings };
