/**
 * The strings of two-factor sign-in: the code step of `<auth-sign-in>` and the handler's mfa page. English; the
 * step's chunk carries them (a translation override from `Latch.setTranslations` wins over them).
 */
export const mfaStrings = {
  'mfa.title': 'Two-factor authentication',
  'mfa.intro': 'Enter the 6-digit code from your authenticator app.',
  'mfa.code': 'Authentication code',
  'mfa.codeHint': '6 digits. A new code appears every 30 seconds.',
  'mfa.codeInvalid': 'Please enter the 6 digits shown in your authenticator app.',
  'mfa.recoveryIntro': 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.',
  'mfa.recoveryCode': 'Recovery code',
  'mfa.recoveryHint': '10 letters and digits, like abcde-12345.',
  'mfa.recoveryInvalid': 'Please enter a recovery code: 10 letters and digits.',
  'mfa.submit': 'Verify',
  'mfa.checking': 'Checking…',
  'mfa.useRecovery': 'Use a recovery code instead',
  'mfa.useApp': 'Use your authenticator app instead',
  'mfa.expired': 'This sign-in attempt has expired or was used too many times. Please sign in again.',
  'mfa.missing': 'There is no sign-in waiting for a second factor in this tab. Please sign in first.',
  'mfa.startAgain': 'Sign in again',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof mfaStrings, string> {}
}
