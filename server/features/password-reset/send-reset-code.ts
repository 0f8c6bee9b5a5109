import { KnownError } from '../../../protocol/known-error';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { RateLimits } from '../../kernel/limits/rate-limits';
import { inBackground } from '../../kernel/mail/in-background';
import { throttleEmailSend } from '../../kernel/mail/send-throttle';
import type { Locale } from '../../../protocol/locales';
import { chooseMailLocale } from '../../kernel/mail/mail-locale';
import { sendTemplatedEmail } from '../../kernel/mail/send-templated-email';
import type { ServerDeps } from '../../server-deps';
import type { Project } from '../../kernel/projects/projects';
import { isTrustedUrl } from '../../kernel/projects/trusted-urls';
import { normalizeEmail } from '../../kernel/users/email-channels';

/** The answer whether or not the address has an account (docs/wire.md §4), word for word. */
export const RESET_CODE_ANSWER = { success: 'maybe, only if user with e-mail exists' } as const;

/** What a reset code carries: whose password it resets, and the address that proved it. */
export type ResetCodeData = { user_id: string; email: string };

/**
 * `POST /auth/password/send-reset-code`: mails a reset link `callback_url?code=…` to an address used for sign-in by
 * an account with a password (docs/wire.md §4, docs/security.md "No account enumeration"). The answer is the same, and
 * comes as fast, whether or not such an account exists: after the checks that do not depend on the address (the
 * project's settings, the trusted URL, the send throttle), the lookup, the code and the mail all happen after the
 * answer has gone. The throttle counts the request before anything is written, so a refused request writes nothing.
 */
export async function sendResetCode(
  deps: ServerDeps,
  limits: RateLimits,
  project: Project,
  body: { email: string; callback_url: string },
  from: { ip: string | undefined; locale: Locale | undefined },
): Promise<typeof RESET_CODE_ANSWER> {
  if (!project.config.credential_enabled) throw new KnownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
  if (!isTrustedUrl(project, body.callback_url)) throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  await throttleEmailSend(limits, project.id, { flow: 'password-reset', recipient: body.email, address: from.ip });
  inBackground(deps, `password reset mail (project ${project.id})`, () => mailResetLink(deps, project, body.email, body.callback_url, from.locale));
  return RESET_CODE_ANSWER;
}

/**
 * Makes a reset code and mails its link, if `email` signs in to an account that has a password; else nothing. The mail
 * speaks the account's remembered locale, else `asked` (the request's).
 */
async function mailResetLink(deps: ServerDeps, project: Project, email: string, callbackUrl: string, asked: Locale | undefined): Promise<void> {
  const account = await deps.db
    .selectFrom('contact_channels')
    .innerJoin('users', 'users.id', 'contact_channels.user_id')
    .select(['users.id as user_id', 'users.display_name', 'users.password_hash', 'users.locale', 'contact_channels.value'])
    .where('contact_channels.project_id', '=', project.id)
    .where('contact_channels.type', '=', 'email')
    .where('contact_channels.value_normalized', '=', normalizeEmail(email))
    .where('contact_channels.used_for_auth', '=', true)
    .executeTakeFirst();
  if (!account?.password_hash) return;
  const data: ResetCodeData = { user_id: account.user_id, email: normalizeEmail(account.value) };
  const { code } = await new VerificationCodes(deps.db).create(project.id, 'password-reset', data);
  const link = new URL(callbackUrl);
  link.searchParams.set('code', code);
  // The stored address, not the typed one: mail goes where the account says, in the letter case it was given.
  await sendTemplatedEmail(deps, project, {
    type: 'password_reset',
    to: account.value,
    variables: { userDisplayName: account.display_name, passwordResetLink: link.toString() },
    locale: chooseMailLocale(account.locale, asked),
  });
}
