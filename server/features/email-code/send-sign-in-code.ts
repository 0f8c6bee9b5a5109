import type { OtpNonceJson } from '../../../protocol/email-code/json';
import { KnownError } from '../../../protocol/known-error';
import { signInOtp } from '../../kernel/codes/sign-in-otp';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import { StatusError } from '../../kernel/http/status-error';
import type { RateLimits } from '../../kernel/limits/rate-limits';
import type { Locale } from '../../../protocol/locales';
import { chooseMailLocale } from '../../kernel/mail/mail-locale';
import { sendTemplatedEmail } from '../../kernel/mail/send-templated-email';
import { throttleEmailSend } from '../../kernel/mail/send-throttle';
import type { ServerDeps } from '../../server-deps';
import { linkWithCode } from '../../kernel/contact-channels/link-with-code';
import type { Project } from '../../kernel/projects/projects';
import { isTrustedUrl } from '../../kernel/projects/trusted-urls';
import { normalizeEmail } from '../../kernel/users/email-channels';

/** What a sign-in code remembers: the address it was sent to. */
export type SignInCodeData = { email: string };

/** The 403 Stack answers when the project has e-mail sign-in off (docs/wire.md §4). */
export function refuseUnlessMagicLinkEnabled(project: Project): void {
  if (!project.config.magic_link_enabled) throw new StatusError(403, 'Magic link sign-in is not enabled for this project.');
}

/**
 * `POST /auth/otp/send-sign-in-code` (docs/wire.md §4 "OTP / magic link"): mails one code as a link
 * (`callback_url?code=…`) and as a six-character OTP, and answers the code's last 39 characters as `nonce`. The
 * answer is the same whether the address has an account or not. The callback must be trusted and the send is
 * throttled per recipient and per client address before anything is written. The mail speaks the account's
 * remembered locale, else the request's (`request.locale`).
 */
export async function sendSignInCode(
  deps: ServerDeps,
  limits: RateLimits,
  project: Project,
  request: { email: string; callbackUrl: string; address: string | undefined; locale: Locale | undefined },
): Promise<OtpNonceJson> {
  refuseUnlessMagicLinkEnabled(project);
  if (!isTrustedUrl(project, request.callbackUrl)) throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  await throttleEmailSend(limits, project.id, { flow: 'sign-in-code', recipient: request.email, address: request.address });
  const data: SignInCodeData = { email: request.email };
  const { code } = await new VerificationCodes(deps.db).create(project.id, 'magic-link', data);
  const { otp, nonce } = signInOtp(code);
  const holder = await deps.db
    .selectFrom('contact_channels')
    .innerJoin('users', 'users.id', 'contact_channels.user_id')
    .select(['users.display_name', 'users.locale'])
    .where('contact_channels.project_id', '=', project.id)
    .where('contact_channels.value_normalized', '=', normalizeEmail(request.email))
    .where('contact_channels.used_for_auth', '=', true)
    .executeTakeFirst();
  await sendTemplatedEmail(deps, project, {
    type: 'magic_link',
    to: request.email,
    variables: { userDisplayName: holder?.display_name ?? null, magicLink: linkWithCode(request.callbackUrl, code), otp },
    locale: chooseMailLocale(holder?.locale, request.locale),
  });
  return { nonce };
}
