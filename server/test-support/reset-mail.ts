import { expect } from 'vitest';
import { fail } from '../../protocol/fail';
import { VerificationCodes } from '../kernel/codes/verification-codes';
import { settleBackground } from '../kernel/mail/in-background';
import type { TestProject, TestServer } from './test-server';

export const RESET_CALLBACK = 'http://localhost:3000/handler/password-reset?after=%2Fdashboard';

/** The mails of the development outbox sent to `to` in a project, oldest first, once background sends are done. */
export async function outboxTo(t: TestServer, project: TestProject, to: string): Promise<{ subject: string; text: string }[]> {
  await settleBackground(t.deps);
  const rows = await t.deps.db.selectFrom('sent_emails').select(['recipients', 'subject', 'text', 'sent_at', 'id']).where('project_id', '=', project.id).orderBy('id').execute();
  return rows
    .filter((row) => (JSON.parse(row.recipients) as string[]).some((r) => r.toLowerCase() === to.toLowerCase()))
    .map((row) => ({ subject: row.subject, text: row.text ?? '' }));
}

/** Asks for a reset link for `email` and returns the code of the mail it sent. */
export async function requestResetCode(t: TestServer, project: TestProject, email: string): Promise<string> {
  const before = (await outboxTo(t, project, email)).length;
  const response = await t.api('POST', '/auth/password/send-reset-code', { type: 'client', project }, { email, callback_url: RESET_CALLBACK });
  expect(response.status).toBe(200);
  const mails = await outboxTo(t, project, email);
  expect(mails).toHaveLength(before + 1);
  const text = mails.at(-1)?.text ?? '';
  return /[?&]code=([0-9a-z]{45})/.exec(text)?.[1] ?? fail(`the reset mail carries a code: ${text}`);
}

/** A password-reset code of `userId` that expired a moment ago, made as the reset route makes them. */
export async function expiredResetCode(t: TestServer, projectId: string, userId: string, email: string): Promise<string> {
  return (await new VerificationCodes(t.deps.db).create(projectId, 'password-reset', { user_id: userId, email }, -1)).code;
}
