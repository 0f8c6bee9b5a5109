import type { Db } from '../db/open-database';
import { recordEvent } from '../events/record-event';
import { runFeatureHooks } from '../feature-hooks';
import { endUserSessions } from '../sessions/end-sessions';
import { normalizeEmail } from '../users/email-channels';

/**
 * Closes account pre-hijacking (docs/security.md "Passwords and codes"; Sudhodanan & Paverd 2022): someone just proved
 * they own `email`, which `userId` holds for sign-in but unverified. Whoever set that account up before the proof
 * may not be its owner, so everything they could still get in with goes, inside the caller's transaction: the
 * password, the second factor, passkeys, linked OAuth accounts, every session, and sign-in by any other address. The proven
 * address becomes verified. Records `user.updated`; the caller publishes `TOPIC.user` after the commit.
 */
export async function clearUnprovenCredentials(trx: Db, projectId: string, userId: string, email: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: null, totp_secret: null, passkey_auth_enabled: false })
    .where('project_id', '=', projectId)
    .where('id', '=', userId)
    .execute();
  await runFeatureHooks('secondFactorRemoved', trx, projectId, userId);
  await runFeatureHooks('signInCredentialsCleared', trx, projectId, userId);
  await trx.deleteFrom('oauth_accounts').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
  await endUserSessions(trx, projectId, userId, { reason: 'credentials_cleared' });
  const normalized = normalizeEmail(email);
  await trx
    .updateTable('contact_channels')
    .set({ used_for_auth: false })
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('value_normalized', '!=', normalized)
    .execute();
  await trx
    .updateTable('contact_channels')
    .set({ is_verified: true })
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('value_normalized', '=', normalized)
    .execute();
  await recordEvent(trx, projectId, 'user.updated', { id: userId });
}
