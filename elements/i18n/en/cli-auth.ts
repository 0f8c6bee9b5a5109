/**
 * The strings of the handler's cli-auth-confirm page, where a person confirms a command-line login. English; a
 * translation override from `Latch.setTranslations` wins over them.
 */
export const cliAuthStrings = {
  'cliAuth.title': 'Sign in to a command-line tool',
  'cliAuth.checking': 'Checking the request…',
  'cliAuth.asks': 'A command-line tool asks to sign in to {project} as you.',
  'cliAuth.signedInAs': 'Signed in as {user}.',
  'cliAuth.warning': 'Allow it only if you just started it yourself, in your own terminal. Nobody will ever send you this link.',
  'cliAuth.allow': 'Allow',
  'cliAuth.deny': 'Deny',
  'cliAuth.allowed': 'The command-line tool is signed in. You can close this window and return to your terminal.',
  'cliAuth.denied': 'You refused the request; the command-line tool was not signed in. You can close this window.',
  'cliAuth.signInFirst': 'A command-line tool asks to sign in to {project}. Sign in first, then confirm it.',
  'cliAuth.signIn': 'Sign in',
  'cliAuth.signUp': 'Create an account',
  'cliAuth.missingCode': 'This link is incomplete. Run the login command in your terminal again and open the link it shows.',
  'cliAuth.invalid': 'This link has expired or was already used. Run the login command in your terminal again.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof cliAuthStrings, string> {}
}
