/**
 * The strings of the sign-up screen. English; each chunk carries the tables of the screens it renders
 * (a translation override from `Latch.setTranslations` wins over them).
 */
export const signUpStrings = {
  'signUp.title': 'Create your account for {project}',
  'signUp.titleNoProject': 'Create your account',
  'signUp.hasAccount': 'Already have an account?',
  'signUp.signInLink': 'Sign in',
  'signUp.repeatPassword': 'Repeat password',
  'signUp.submit': 'Sign up',
  'signUp.submitting': 'Creating your account…',
  'signUp.passwordHint': 'At least {min} characters.',
  'signUp.disabledTitle': 'Sign-up is closed',
  // The error table (SIGN_UP_NOT_ENABLED) loads with the first error; this screen shows before any request fails.
  'signUp.disabled': 'New accounts cannot be created here right now.',
  'validation.passwordTooShort': 'Your password must be at least {min} characters long.',
  'validation.passwordTooLong': 'Your password must be at most {max} characters long.',
  'validation.passwordsDiffer': 'The passwords do not match.',
  'signUp.verificationSent': 'We sent a link to {email}: open it to verify your address.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof signUpStrings, string> {}
}
