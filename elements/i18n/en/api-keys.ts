/**
 * The strings of the API keys section of account settings. English; only that section's chunk carries them (a
 * translation override from `Latch.setTranslations` wins over them).
 */
export const apiKeyStrings = {
  'apiKeys.title': 'Your API keys',
  'apiKeys.teamTitle': 'Team API keys',
  'apiKeys.intro': 'Keys let your scripts and services act as you. Keep them secret.',
  'apiKeys.teamIntro': 'Keys let scripts and services act for this team. Keep them secret.',
  'apiKeys.description': 'Description',
  'apiKeys.expiry': 'Expires',
  'apiKeys.expiry.7d': 'In 7 days',
  'apiKeys.expiry.30d': 'In 30 days',
  'apiKeys.expiry.90d': 'In 90 days',
  'apiKeys.expiry.365d': 'In 1 year',
  'apiKeys.expiry.never': 'Never',
  'apiKeys.create': 'Create key',
  'apiKeys.descriptionRequired': 'Describe what the key is for.',
  'apiKeys.createdTitle': 'Your new API key',
  'apiKeys.createdOnce': 'Copy it now: you will not see it again.',
  'apiKeys.copy': 'Copy',
  'apiKeys.copied': 'Copied',
  'apiKeys.done': 'Done',
  'apiKeys.none': 'No API keys yet.',
  'apiKeys.lastFour': 'ends in {lastFour}',
  'apiKeys.created': 'created {date}',
  'apiKeys.expires': 'expires {date}',
  'apiKeys.neverExpires': 'never expires',
  'apiKeys.valid': 'Active',
  'apiKeys.revoked': 'Revoked',
  'apiKeys.expired': 'Expired',
  'apiKeys.revoke': 'Revoke',
  'apiKeys.revokeLabel': 'Revoke the key {description}',
  'apiKeys.revokeConfirm': 'Revoke {description}? Anything using it stops working.',
  'apiKeys.revokedNotice': 'The key {description} was revoked.',
};

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof apiKeyStrings, string> {}
}
