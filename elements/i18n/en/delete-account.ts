/**
 * The strings of the "Delete account" section of account settings: their own table, in the section's own chunk,
 * downloaded only where the project lets users delete their account.
 */
export const deleteAccountStrings = {
  'deleteAccount.title': 'Delete account',
  'deleteAccount.intro': 'Deleting your account removes it for good and signs you out everywhere. This cannot be undone.',
  'deleteAccount.start': 'Delete account',
  'deleteAccount.word': 'DELETE',
  'deleteAccount.confirmLabel': 'To confirm, type {word}',
  'deleteAccount.mismatch': 'Type {word} to confirm, exactly as shown.',
  'deleteAccount.confirm': 'Delete my account',
  'deleteAccount.deleting': 'Deleting…',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof deleteAccountStrings, string> {}
}
