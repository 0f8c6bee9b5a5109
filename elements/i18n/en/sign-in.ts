/**
 * The strings of the sign-in screen and its password panel. English; each chunk carries the tables of the screens it renders
 * (a translation override from `Latch.setTranslations` wins over them).
 */
export const signInStrings = {
  'signIn.title': 'Sign in to {project}',
  'signIn.titleNoProject': 'Sign in',
  'signIn.noAccount': "Don't have an account?",
  'signIn.signUpLink': 'Sign up',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',
  'signIn.forgotPassword': 'Forgot password?',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof signInStrings, string> {}
}
