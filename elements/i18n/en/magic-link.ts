/**
 * The strings of e-mail sign-in: the "Email me a code" panel and the magic-link-callback page. English; each chunk carries the tables of the screens it renders (a translation override from
 * `Latch.setTranslations` wins over them).
 */
export const magicLinkStrings = {
  'magicLink.intro': 'Sign in with a code sent to your e-mail.',
  'magicLink.send': 'Email me a code',
  'magicLink.sending': 'Sending…',
  'magicLink.sentTo': 'We sent a code to {email}. Enter it below, or open the link in the e-mail.',
  'magicLink.code': 'Code from the e-mail',
  'magicLink.codeHint': '6 letters and digits. You can paste the whole code.',
  'magicLink.submit': 'Sign in with this code',
  'magicLink.checking': 'Checking…',
  'magicLink.resend': 'Send a new code',
  'magicLink.resendIn': 'You can ask for a new code in {seconds} s.',
  'magicLink.resent': 'A new code is on its way.',
  'magicLink.changeEmail': 'Use another e-mail address',
  'magicLink.noMail': 'Nothing arrived? Check your spam folder, make sure {email} is right, or wait a minute and send a new code.',
  'magicLink.codeInvalid': 'Please enter the 6 characters of the code from the e-mail.',
  'magicLink.cleared':
    'You proved this e-mail address is yours. It had not been verified, so to keep your account safe we removed the password set on it and signed out every other device. You can set a new password in your account settings.',
  'magicLink.setPassword': 'Set a password',
  'magicLink.continue': 'Continue',
  'magicLinkCallback.title': 'Signing you in…',
  'magicLinkCallback.failedTitle': 'This sign-in link did not work',
  'magicLinkCallback.signInAgain': 'Back to sign-in',
  'linkCode.missing': 'This link is incomplete: it has no code. Please open the link from the e-mail again.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof magicLinkStrings, string> {}
}
