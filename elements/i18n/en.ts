import type { KnownErrorCode } from '../../protocol/known-error';

/**
 * Every string the elements show, in English (error messages in en-errors.ts). Other languages and a site owner's own wording come in through
 * `Latch.setTranslations({ key: 'text' })` with any subset of these keys. `{name}` placeholders are filled from
 * the values the element passes (for errors: the error's `details`).
 */
const ui = {
  'common.loading': 'Loading…',
  'common.or': 'or',
  'common.email': 'E-mail',
  'common.password': 'Password',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.saved': 'Saved.',
  'common.close': 'Close',
  'common.goHome': 'Go home',

  'signIn.title': 'Sign in to {project}',
  'signIn.titleNoProject': 'Sign in',
  'signIn.noAccount': "Don't have an account?",
  'signIn.signUpLink': 'Sign up',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',

  'signUp.title': 'Create your account',
  'signUp.hasAccount': 'Already have an account?',
  'signUp.signInLink': 'Sign in',
  'signUp.repeatPassword': 'Repeat password',
  'signUp.submit': 'Sign up',
  'signUp.submitting': 'Creating your account…',
  'signUp.passwordHint': 'At least {min} characters.',
  'signUp.disabledTitle': 'Sign-up is closed',

  'signedIn.title': 'You are signed in',
  'signedIn.as': 'Signed in as {name}.',
  'signedIn.continue': 'Continue',
  'signedIn.signOut': 'Sign out',

  'noMethod.title': 'Sign-in unavailable',
  'noMethod.message': 'No authentication method enabled.',

  'validation.emailRequired': 'Please enter your e-mail address.',
  'validation.emailInvalid': 'Please enter a valid e-mail address.',
  'validation.passwordRequired': 'Please enter your password.',
  'validation.passwordTooShort': 'Your password must be at least {min} characters long.',
  'validation.passwordTooLong': 'Your password must be at most {max} characters long.',
  'validation.passwordsDiffer': 'The passwords do not match.',

  'userButton.signIn': 'Sign in',
  'userButton.openMenu': 'Account menu for {name}',
  'userButton.accountSettings': 'Account settings',
  'userButton.signOut': 'Sign out',
  'userButton.anonymous': 'Guest',

  'signOut.title': 'Signing out…',

  'account.title': 'Account settings',
  'account.profile': 'Profile',
  'account.displayName': 'Display name',
  'account.email': 'E-mail',
  'account.emailVerified': 'verified',
  'account.emailUnverified': 'not verified',
  'account.noEmail': 'No e-mail address',
  'account.sessions': 'Active sessions',
  'account.sessionsIntro': 'Devices and browsers where you are signed in.',
  'account.currentSession': 'This device',
  'account.impersonation': 'Impersonation',
  'account.sessionStarted': 'Signed in {date}',
  'account.sessionLastUsed': 'last used {date}',
  'account.sessionNeverUsed': 'not used since',
  'account.revoke': 'Sign out this session',
  'account.revokeLabel': 'Sign out the session started {date}',
  'account.noOtherSessions': 'No other sessions.',
  'account.signOutSection': 'Sign out',
  'account.signOutIntro': 'Sign out of your account on this device.',
  'account.signOut': 'Sign out',

  'error.title': 'Something went wrong',
  'error.notFoundTitle': 'Page not found',
  'error.notFound': 'There is nothing at this address.',
  'error.unexpected': 'Something went wrong. Please try again.',
  'error.offline': 'You are offline. Check your connection and try again.',
  'error.unreachable': 'The sign-in service cannot be reached right now. Please try again in a moment.',
  'error.tooManyAttempts': 'Too many attempts. Please wait {minutes} min and try again.',
  'error.untrustedRedirect': 'Redirect URL {url} is not trusted; should be relative.',
} as const;

/** The English UI strings. Error messages, keyed by error code, are in `en-errors.ts` (loaded on first error). */
export const en: Readonly<Record<UiStringKey, string>> = ui;

export type UiStringKey = keyof typeof ui;
/** One namespace for UI strings and error codes: what `Latch.setTranslations` accepts as keys. */
export type TranslationKey = UiStringKey | KnownErrorCode;
