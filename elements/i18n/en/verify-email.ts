/** The strings of the verify-your-e-mail step of sign-in and sign-up, in that step's own chunk. */
export const verifyEmailStrings = {
  'verifyEmail.title': 'Verify your e-mail',
  'verifyEmail.sent': 'This project needs a verified e-mail address. Open the link we sent to {email} to continue.',
  'verifyEmail.resend': 'Send the link again',
  'verifyEmail.resending': 'Sending…',
  'verifyEmail.resent': 'We sent a new link to {email}.',
  'verifyEmail.signOut': 'Sign out',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof verifyEmailStrings, string> {}
}
