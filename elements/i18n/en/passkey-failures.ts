/**
 * What a person reads when the browser's passkey dialog fails (PASSKEY_WEBAUTHN_ERROR, told apart by its
 * `details.code`: flows/passkey-failure-key.ts). Error messages: they travel in the error table's chunk
 * (`en-errors.ts`), loaded on the first error; an override from `Latch.setTranslations` wins.
 */
export const passkeyFailureStrings = {
  'passkeyFailure.cancelled': 'The passkey request was cancelled or timed out. Please try again.',
  'passkeyFailure.stopped': 'The passkey request was stopped before it finished. Please try again.',
  'passkeyFailure.alreadyRegistered': 'This device already has a passkey for your account on this site.',
  'passkeyFailure.siteCannotUse': 'This site cannot use passkeys. Please sign in another way.',
  'passkeyFailure.notSupported': 'Your device does not support the kind of passkey this site uses.',
  'passkeyFailure.cannotStore': 'Your device or security key cannot keep a passkey for this site. Try another device or a password manager.',
  'passkeyFailure.device': 'Your device could not complete the passkey request. Please try again.',
  'passkeyFailure.other': 'Your passkey could not be used. Please try again.',
} as const;

/** The key of one of these messages. */
export type PasskeyFailureKey = keyof typeof passkeyFailureStrings;
