/**
 * The strings of the passkeys section of `<auth-account-settings>` (its own chunk; a file apart from the sign-in
 * panel's strings so neither chunk carries the other's). English; an override from `Latch.setTranslations` wins.
 */
export const passkeySectionStrings = {
  'passkeys.title': 'Passkeys',
  'passkeys.intro': 'Sign in with your fingerprint, face or screen lock instead of a password. A passkey works on this site only.',
  'passkeys.none': 'No passkeys yet.',
  'passkeys.add': 'Add a passkey',
  'passkeys.unavailable': 'New passkeys cannot be added on this page.',
  'passkeys.adding': 'Waiting for your device…',
  'passkeys.added': 'Passkey added.',
  'passkeys.created': 'Created {date}',
  'passkeys.lastUsed': 'Last used {date}',
  'passkeys.neverUsed': 'Never used',
  'passkeys.synced': 'Synced',
  'passkeys.rename': 'Rename',
  'passkeys.renameLabel': 'Rename passkey {name}',
  'passkeys.name': 'Passkey name',
  'passkeys.nameRequired': 'Please enter a name of 1 to 64 characters.',
  'passkeys.renamed': 'Passkey renamed.',
  'passkeys.remove': 'Remove',
  'passkeys.removeLabel': 'Remove passkey {name}',
  'passkeys.removeConfirm': 'Remove the passkey {name}? You will no longer be able to sign in with it.',
  'passkeys.removed': 'Passkey removed.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof passkeySectionStrings, string> {}
}
