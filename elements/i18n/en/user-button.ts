/**
 * The strings of `<auth-user-button>`. English; each chunk carries the tables of the screens it renders
 * (a translation override from `Latch.setTranslations` wins over them).
 */
export const userButtonStrings = {
  'userButton.signIn': 'Sign in',
  'userButton.openMenu': 'Account menu for {name}',
  'userButton.accountSettings': 'Account settings',
  'userButton.signOut': 'Sign out',
  'userButton.anonymous': 'Guest',
  'userButton.createAccount': 'Create an account',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof userButtonStrings, string> {}
}
