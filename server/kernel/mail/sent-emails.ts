import type { SentEmailJson } from '../../../protocol/emails/json';
import type { Db } from '../db/open-database';
import type { SentEmailTable } from './tables';

/** How many of the newest e-mails `GET /internal/emails` lists: enough for a dashboard, bounded for the database. */
const SENT_EMAIL_LIST_LIMIT = 200;

export async function recordSentEmail(db: Db, row: SentEmailTable): Promise<void> {
  await db.insertInto('sent_emails').values(row).execute();
}

/** A project's sent e-mails, newest first (docs/product.md §3 "Sent email"; docs/wire.md §3 `/internal/emails`). */
export async function listSentEmails(db: Db, projectId: string): Promise<SentEmailJson[]> {
  const rows = await db
    .selectFrom('sent_emails')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SENT_EMAIL_LIST_LIMIT)
    .execute();
  return rows.map(toSentEmailJson);
}

function toSentEmailJson(row: SentEmailTable): SentEmailJson {
  return {
    id: row.id,
    subject: row.subject,
    sent_at_millis: Number(row.sent_at),
    to: JSON.parse(row.recipients) as string[],
    ...(row.error !== null ? { error: row.error } : {}),
    ...(row.html !== null ? { html: row.html } : {}),
    ...(row.text !== null ? { text: row.text } : {}),
  };
}
