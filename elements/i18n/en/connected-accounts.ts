/** The strings of the connected-accounts section of `<auth-account-settings>`. English; an override from `Latch.setTranslations` wins. */
export const connectedAccountStrings = {
  'connectedAccounts.title': 'Connected accounts',
  'connectedAccounts.intro': 'Accounts at other services you can sign in with.',
  'connectedAccounts.none': 'No accounts connected yet.',
  'connectedAccounts.noEmail': 'No e-mail shared',
  'connectedAccounts.connect': 'Connect {provider}',
  'connectedAccounts.connecting': 'Going to {provider}…',
  'connectedAccounts.remove': 'Remove',
  'connectedAccounts.removeLabel': 'Remove {provider} account {email}',
  'connectedAccounts.removeConfirm': 'Remove your {provider} account {email}? You will no longer be able to sign in with it.',
  'connectedAccounts.onlyWayIn': 'Your only way to sign in: set a password or connect another account before removing it.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof connectedAccountStrings, string> {}
}
