import type { Project } from '../projects/projects';
import type { ServerDeps } from '../../server-deps';
import { StatusError } from '../http/status-error';
import { RateLimits } from '../limits/rate-limits';
import { sendVerificationMail } from './verification-mail';

/**
 * After a password sign-up with `verification_callback_url` (docs/wire.md §4), mails the verification link for the new
 * primary address. The account exists already, so a throttled send only costs the mail (the user can ask again
 * from account settings); nothing else can fail here, since the URL was checked before the sign-up.
 *
 * Only the recipient's allowance counts this mail: the sign-up itself was counted against the client address
 * (`throttleSignUp`), so counting it again there would let sign-ups use up the address's resets and sign-in codes.
 */
export async function mailSignUpVerification(deps: ServerDeps, project: Project, userId: string, callbackUrl: string): Promise<void> {
  const channel = await deps.db
    .selectFrom('contact_channels')
    .selectAll()
    .where('project_id', '=', project.id)
    .where('user_id', '=', userId)
    .where('is_primary', '=', true)
    .executeTakeFirst();
  if (!channel || channel.is_verified) return;
  const user = await deps.db.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirst();
  try {
    await sendVerificationMail(deps, new RateLimits(deps.db, deps.rateLimitScale), project, channel, {
      callbackUrl,
      address: undefined,
      displayName: user?.display_name ?? null,
      // The sign-up just remembered the request's locale on the user.
      locale: undefined,
    });
  } catch (error) {
    if (error instanceof StatusError && error.status === 429) return;
    throw error;
  }
}
