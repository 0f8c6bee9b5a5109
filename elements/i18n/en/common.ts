/**
 * Strings every element may show: loading, the signed-in card, "no method", and the failures that are not error codes. English; each chunk carries the tables of the screens it renders
 * (a translation override from `Latch.setTranslations` wins over them).
 */
export const commonStrings = {
  'common.loading': 'Loading…',
  'common.or': 'or',
  'common.email': 'E-mail',
  'common.password': 'Password',
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.saved': 'Saved.',
  'common.close': 'Close',
  'common.goHome': 'Go home',
  'common.securedBy': 'Secured by Latch',
  'signedIn.title': 'You are signed in',
  'signedIn.as': 'Signed in as {name}.',
  'signedIn.continue': 'Continue',
  'signedIn.signOut': 'Sign out',
  'noMethod.title': 'Sign-in unavailable',
  'noMethod.message': 'No authentication method enabled.',
  'error.unexpected': 'Something went wrong. Please try again.',
  'error.offline': 'You are offline. Check your connection and try again.',
  'error.unreachable': 'The sign-in service cannot be reached right now. Please try again in a moment.',
  'error.stopped': 'Stopped. The sign-in service did not answer; please try again in a moment.',
  'common.unavailable': 'Sign-in is unavailable right now.',
  'error.tooManyAttempts': 'Too many attempts. Please wait {minutes} min and try again.',
  'error.untrustedRedirect': 'Redirect URL {url} is not trusted; should be relative.',
  'validation.emailRequired': 'Please enter your e-mail address.',
  'validation.emailInvalid': 'Please enter a valid e-mail address.',
  'validation.passwordRequired': 'Please enter your password.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof commonStrings, string> {}
}
