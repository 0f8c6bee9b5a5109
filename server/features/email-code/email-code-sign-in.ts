import type { OtpSignInJson } from '../../../protocol/email-code/json';
import { fail } from '../../../protocol/fail';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import { publishChange } from '../../kernel/cache/database-invalidation';
import { TOPIC } from '../../kernel/cache/topics';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import { recordEvent } from '../../kernel/events/record-event';
import { clearUnprovenCredentials } from '../../kernel/sign-in/clear-unproven-credentials';
import { assertSignUpAllowed, passSignInGate, type GateDeps } from '../../kernel/sign-in/sign-in-gate';
import { normalizeEmail } from '../../kernel/users/email-channels';
import { loadUser } from '../../kernel/users/user-record';
import { refuseUnlessMagicLinkEnabled, type SignInCodeData } from './send-sign-in-code';

/** Where the sign-in comes from, for the new session's record. */
type SignInClient = { ip: string | undefined; userAgent: string | undefined; country?: string | undefined };

/**
 * `POST /auth/otp/sign-in` (docs/wire.md §4): uses the code (from the link, or the typed OTP plus the nonce) and signs
 * in the account that signs in with its address, through the sign-in gate. An unknown address signs up (when the
 * project allows sign-up) with the address verified: `is_new_user: true`. An account holding the address
 * unverified loses what was set on it before this proof, then is signed in (`credentials_cleared: true`).
 */
export async function signInWithCode(deps: GateDeps, auth: RequestAuth, code: string, client: SignInClient): Promise<OtpSignInJson> {
  const { project } = auth;
  refuseUnlessMagicLinkEnabled(project);
  const { email } = await new VerificationCodes(deps.db).consume<SignInCodeData>(project.id, 'magic-link', code);
  const channel = await deps.db
    .selectFrom('contact_channels')
    .select(['user_id', 'is_verified'])
    .where('project_id', '=', project.id)
    .where('type', '=', 'email')
    .where('value_normalized', '=', normalizeEmail(email))
    .where('used_for_auth', '=', true)
    .executeTakeFirst();

  if (!channel) {
    assertSignUpAllowed(project, 'email-code');
    return passSignInGate(
      deps,
      project,
      {
        kind: 'new',
        method: 'email-code',
        caller: auth.user,
        user: { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, otp_auth_enabled: true },
      },
      client,
    );
  }

  const cleared = !channel.is_verified;
  await deps.db.transaction().execute(async (trx) => {
    if (cleared) await clearUnprovenCredentials(trx, project.id, channel.user_id, email);
    // Signing in by code turns the method on for the account, as Stack does on first use: a change to the user.
    const turnedOn = await trx
      .updateTable('users')
      .set({ otp_auth_enabled: true })
      .where('project_id', '=', project.id)
      .where('id', '=', channel.user_id)
      .where('otp_auth_enabled', '=', false)
      .executeTakeFirst();
    // One change, one event: clearing the credentials recorded `user.updated` already.
    if (Number(turnedOn.numUpdatedRows) > 0 && !cleared) await recordEvent(trx, project.id, 'user.updated', { id: channel.user_id });
  });
  // Every instance must forget the sessions that just ended.
  if (cleared) await publishChange(deps.db, TOPIC.user, channel.user_id);
  const user = (await loadUser(deps.db, project.id, channel.user_id)) ?? fail('the user of a contact channel exists');
  const answer = await passSignInGate(deps, project, { kind: 'existing', method: 'email-code', user }, client);
  return cleared ? { ...answer, credentials_cleared: true } : answer;
}
