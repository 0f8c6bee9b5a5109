import { KnownError } from '../../../protocol/known-error';
import { VerificationCodes } from '../codes/verification-codes';
import type { ContactChannelTable } from '../db/schema';
import type { RateLimits } from '../limits/rate-limits';
import type { Locale } from '../../../protocol/locales';
import { userMailLocale } from '../mail/mail-locale';
import { sendTemplatedEmail } from '../mail/send-templated-email';
import { throttleEmailSend } from '../mail/send-throttle';
import type { ServerDeps } from '../../server-deps';
import type { Project } from '../projects/projects';
import { isTrustedUrl } from '../projects/trusted-urls';
import { linkWithCode } from './link-with-code';

/** What a verification code remembers: the channel, and the address it was sent to. */
export type VerificationData = { user_id: string; channel_id: string; email: string };

/**
 * Sends the "Verify your email" mail for a channel (docs/wire.md §4 `/contact-channels/…/send-verification-code`): the
 * callback URL must be trusted, the send is throttled per recipient and per client address before anything is
 * written, then a code is made and the link `callback_url?code=…` mailed. A verified channel answers
 * `EMAIL_ALREADY_VERIFIED`. The mail speaks the user's remembered locale, else `request.locale` (mail-locale.ts).
 */
export async function sendVerificationMail(
  deps: ServerDeps,
  limits: RateLimits,
  project: Project,
  channel: ContactChannelTable,
  request: { callbackUrl: string; address: string | undefined; displayName: string | null; locale: Locale | undefined },
): Promise<void> {
  if (channel.is_verified) throw new KnownError('EMAIL_ALREADY_VERIFIED');
  if (!isTrustedUrl(project, request.callbackUrl)) throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  await throttleEmailSend(limits, project.id, { flow: 'verification', recipient: channel.value, address: request.address });
  const data: VerificationData = { user_id: channel.user_id, channel_id: channel.id, email: channel.value_normalized };
  const { code } = await new VerificationCodes(deps.db).create(project.id, 'contact-channel-verification', data);
  await sendTemplatedEmail(deps, project, {
    type: 'email_verification',
    to: channel.value,
    variables: { userDisplayName: request.displayName, emailVerificationLink: linkWithCode(request.callbackUrl, code) },
    locale: await userMailLocale(deps.db, channel.user_id, request.locale),
  });
}
