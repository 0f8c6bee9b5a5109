import { expect } from 'vitest';
import type { Db } from '../kernel/db/open-database';

export type OutboxMail = { subject: string; text: string; html: string };

/** Every mail the development outbox kept for `to` in a project, oldest first. */
export async function outboxMailsTo(db: Db, projectId: string, to: string): Promise<OutboxMail[]> {
  const rows = await db.selectFrom('sent_emails').selectAll().where('project_id', '=', projectId).orderBy('sent_at').orderBy('id').execute();
  return rows.filter((row) => (JSON.parse(row.recipients) as string[]).includes(to)).map((row) => ({ subject: row.subject, text: row.text ?? '', html: row.html ?? '' }));
}

/** The newest mail the development outbox kept for `to`; fails the test when there is none. */
export async function lastOutboxMailTo(db: Db, projectId: string, to: string): Promise<OutboxMail> {
  const mails = await outboxMailsTo(db, projectId, to);
  expect(mails.length, `a mail to ${to}`).toBeGreaterThan(0);
  return mails[mails.length - 1] as OutboxMail;
}

/** The `code` of the first link in a mail's text that starts with `callbackUrl`. */
export function codeFromMail(mail: OutboxMail, callbackUrl: string): string {
  const escaped = callbackUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S*`).exec(mail.text);
  expect(match, `a link to ${callbackUrl} in:\n${mail.text}`).not.toBeNull();
  const code = new URL(match?.[0] ?? callbackUrl).searchParams.get('code');
  expect(code).toMatch(/^[0-9a-z]{45}$/);
  return code ?? '';
}
