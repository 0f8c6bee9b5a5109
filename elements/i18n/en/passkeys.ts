/**
 * The strings of the sign-in card's passkey panel and its offer to create a passkey after signing in another way.
 * English; each chunk carries the tables of the screens it renders (a translation override from
 * `Latch.setTranslations` wins over them).
 */
export const passkeyStrings = {
  'passkey.signIn': 'Sign in with a passkey',
  'passkey.signingIn': 'Signing in…',
  'passkeyOffer.title': 'Sign in faster next time',
  'passkeyOffer.intro': 'You are signed in. Create a passkey to sign in next time with your fingerprint, face or screen lock instead of a password or code.',
  'passkeyOffer.create': 'Create a passkey',
  'passkeyOffer.creating': 'Creating your passkey…',
  'passkeyOffer.notNow': 'Not now',
  'passkeyOffer.continue': 'Continue',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof passkeyStrings, string> {}
}
