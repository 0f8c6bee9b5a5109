import type { KnownErrorCode } from '../../protocol/known-error';
import type { accountStrings } from './en/account';
import type { apiKeyStrings } from './en/api-keys';
import type { cliAuthStrings } from './en/cli-auth';
import type { commonStrings } from './en/common';
import type { connectedAccountStrings } from './en/connected-accounts';
import type { deleteAccountStrings } from './en/delete-account';
import type { emailStrings } from './en/email';
import type { guestStrings } from './en/guest';
import type { impersonationStrings } from './en/impersonation';
import type { lastUsedStrings } from './en/last-used';
import type { magicLinkStrings } from './en/magic-link';
import type { mfaStrings } from './en/mfa';
import type { twoFactorStrings } from './en/two-factor';
import type { oauthStrings } from './en/oauth';
import type { errorPageStrings } from './en/error-page';
import type { passwordStrings } from './en/password';
import type { PasskeyFailureKey } from './en/passkey-failures';
import type { passkeyStrings } from './en/passkeys';
import type { passkeySectionStrings } from './en/passkeys-section';
import type { serverWaitStrings } from './en/server-wait';
import type { signInStrings } from './en/sign-in';
import type { signUpStrings } from './en/sign-up';
import type { teamStrings } from './en/teams';
import type { userButtonStrings } from './en/user-button';
import type { verifyEmailStrings } from './en/verify-email';

/**
 * The keys of every English UI string. The strings themselves live in one table per screen (`en/*.ts`), so each
 * element's chunk carries only its own; error messages, keyed by error code, are in `en-errors.ts` (loaded on the
 * first error). Other languages and a site owner's wording come in through `Latch.setTranslations({ key: 'text' })`.
 */
export type UiStringKey = keyof (typeof commonStrings &
  typeof signInStrings &
  typeof signUpStrings &
  typeof userButtonStrings &
  typeof accountStrings &
  typeof errorPageStrings &
  typeof passwordStrings &
  typeof emailStrings &
  typeof magicLinkStrings &
  typeof teamStrings &
  typeof apiKeyStrings &
  typeof oauthStrings &
  typeof lastUsedStrings &
  typeof connectedAccountStrings &
  typeof passkeyStrings &
  typeof passkeySectionStrings &
  typeof mfaStrings &
  typeof twoFactorStrings &
  typeof cliAuthStrings &
  typeof deleteAccountStrings &
  typeof guestStrings &
  typeof impersonationStrings &
  typeof serverWaitStrings &
  typeof verifyEmailStrings);

/**
 * One namespace for UI strings and error messages (error codes, and the sentences of failed passkey dialogs): what
 * `Latch.setTranslations` accepts as keys.
 */
export type TranslationKey = UiStringKey | KnownErrorCode | PasskeyFailureKey;

/** A table of English strings, as a screen hands it to its translator. */
export type StringTable = Readonly<Partial<Record<UiStringKey, string>>>;
