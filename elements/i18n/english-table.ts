import type { LocaleTable } from './locale-table';
import { enErrors } from './en-errors';
import { accountStrings } from './en/account';
import { apiKeyStrings } from './en/api-keys';
import { cliAuthStrings } from './en/cli-auth';
import { commonStrings } from './en/common';
import { connectedAccountStrings } from './en/connected-accounts';
import { deleteAccountStrings } from './en/delete-account';
import { emailStrings } from './en/email';
import { errorPageStrings } from './en/error-page';
import { guestStrings } from './en/guest';
import { identifierStrings } from './en/identifier';
import { impersonationStrings } from './en/impersonation';
import { lastUsedStrings } from './en/last-used';
import { magicLinkStrings } from './en/magic-link';
import { mfaStrings } from './en/mfa';
import { oauthStrings } from './en/oauth';
import { passkeySectionStrings } from './en/passkeys-section';
import { passkeyStrings } from './en/passkeys';
import { passwordStrings } from './en/password';
import { serverWaitStrings } from './en/server-wait';
import { signInStrings } from './en/sign-in';
import { signUpStrings } from './en/sign-up';
import { teamStrings } from './en/teams';
import { twoFactorStrings } from './en/two-factor';
import { userButtonStrings } from './en/user-button';
import { verifyEmailStrings } from './en/verify-email';

/**
 * Every English string in one table (all screens' tables and the error messages): what each locale of `locales/`
 * translates, key for key (the build checks it), and what the pseudo-locale is made from. Pages never load it: each
 * screen carries its own table (docs/i18n.md).
 */
export const englishStrings: LocaleTable = {
  ...accountStrings,
  ...apiKeyStrings,
  ...cliAuthStrings,
  ...commonStrings,
  ...connectedAccountStrings,
  ...deleteAccountStrings,
  ...emailStrings,
  ...errorPageStrings,
  ...guestStrings,
  ...identifierStrings,
  ...impersonationStrings,
  ...lastUsedStrings,
  ...magicLinkStrings,
  ...mfaStrings,
  ...oauthStrings,
  ...passkeySectionStrings,
  ...passkeyStrings,
  ...passwordStrings,
  ...serverWaitStrings,
  ...signInStrings,
  ...signUpStrings,
  ...teamStrings,
  ...twoFactorStrings,
  ...userButtonStrings,
  ...verifyEmailStrings,
  ...enErrors,
};
