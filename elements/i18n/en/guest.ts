/** The strings of "Continue as guest" on `<auth-sign-in allow-guest>`, in that button's own chunk. */
export const guestStrings = {
  'guest.continue': 'Continue as guest',
  'guest.starting': 'Continuing as guest…',
  'guest.now': 'You are browsing as a guest. Sign in, or sign up to keep what you did as a guest.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof guestStrings, string> {}
}
