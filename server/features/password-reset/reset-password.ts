import { KnownError } from '../../../protocol/known-error';
import { publishChange } from '../../kernel/cache/database-invalidation';
import { TOPIC } from '../../kernel/cache/topics';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import { recordEvent } from '../../kernel/events/record-event';
import type { ServerDeps } from '../../server-deps';
import { checkPasswordPolicy } from '../../kernel/passwords/password-policy';
import type { Project } from '../../kernel/projects/projects';
import { endUserSessions } from '../../kernel/sessions/end-sessions';
import type { ResetCodeData } from './send-reset-code';

/**
 * `POST /auth/password/reset`: sets a new password with a reset code (docs/wire.md §4, §6). In order: the code's
 * errors (a wrong guess counts against it), the password policy, the hashing — so a bad password or a busy hasher
 * leaves the code unused — then in one transaction the code is used, the password replaced, the address that
 * received the link marked verified (its owner just proved it), and every session of the user ended: whoever knew
 * the old password is out. A code for a user deleted since is "not found".
 */
export async function resetPassword(deps: ServerDeps, project: Project, body: { code: string; password: string }): Promise<void> {
  const codes = new VerificationCodes(deps.db);
  const data = await codes.details<ResetCodeData>(project.id, 'password-reset', body.code);
  checkPasswordPolicy(body.password);
  const passwordHash = await deps.passwords.hash(body.password);
  await deps.db.transaction().execute(async (trx) => {
    await new VerificationCodes(trx).consume(project.id, 'password-reset', body.code);
    const updated = await trx.updateTable('users').set({ password_hash: passwordHash }).where('project_id', '=', project.id).where('id', '=', data.user_id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new KnownError('VERIFICATION_CODE_NOT_FOUND');
    await trx
      .updateTable('contact_channels')
      .set({ is_verified: true })
      .where('project_id', '=', project.id)
      .where('user_id', '=', data.user_id)
      .where('type', '=', 'email')
      .where('value_normalized', '=', data.email)
      .execute();
    await endUserSessions(trx, project.id, data.user_id, { reason: 'password_reset' });
    await recordEvent(trx, project.id, 'user.updated', { id: data.user_id });
  });
  await publishChange(deps.db, TOPIC.user, data.user_id);
}

/** `POST /auth/password/reset/check-code`: whether the code could reset a password now; uses nothing. */
export async function checkResetCode(deps: ServerDeps, project: Project, code: string): Promise<{ is_code_valid: true }> {
  await new VerificationCodes(deps.db).check(project.id, 'password-reset', code);
  return { is_code_valid: true };
}
