import { VerificationCodes } from '../codes/verification-codes';
import type { Db } from '../db/open-database';
import { StatusError } from '../http/status-error';
import { normalizeEmail } from '../users/email-channels';
import { markVerified } from './channels';
import type { VerificationData } from './verification-mail';

/**
 * Uses a verification code (`POST /contact-channels/verify`) and marks its channel verified. The code proves the
 * address it was sent to, so a channel that was removed or changed to another address since is not verified by it
 * (400: ask for a new mail); one verified meanwhile simply stays verified.
 */
export async function verifyEmailCode(db: Db, projectId: string, code: string): Promise<void> {
  const data = await new VerificationCodes(db).consume<VerificationData>(projectId, 'contact-channel-verification', code);
  const channel = await db
    .selectFrom('contact_channels')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('user_id', '=', data.user_id)
    .where('id', '=', data.channel_id)
    .executeTakeFirst();
  if (!channel || channel.value_normalized !== normalizeEmail(data.email)) {
    throw new StatusError(400, 'This e-mail address was changed or removed after the verification e-mail was sent. Please ask for a new one.');
  }
  if (!channel.is_verified) await markVerified(db, projectId, channel);
}
