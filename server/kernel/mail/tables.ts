/**
 * The mail module's tables (times are epoch milliseconds, as in db/schema.ts). Added to `Database` in db/schema.ts.
 */

/** Every e-mail the server tried to send (docs/product.md §3 "Sent email"); `error` is set when delivery failed. */
export interface SentEmailTable {
  id: string;
  project_id: string;
  /** JSON array of recipient addresses. */
  recipients: string;
  subject: string;
  /** Kept only for the development outbox, where reading the mail is the point; null for mail handed to SMTP. */
  html: string | null;
  text: string | null;
  sent_at: number;
  /** Why delivery failed, with credentials removed; null when it succeeded. */
  error: string | null;
}

/** A project's own version of a template; a type without a row uses the default. */
interface EmailTemplateTable {
  project_id: string;
  type: string;
  subject: string;
  html: string;
  text: string;
  updated_at: number;
}

export interface MailTables {
  sent_emails: SentEmailTable;
  email_templates: EmailTemplateTable;
}
