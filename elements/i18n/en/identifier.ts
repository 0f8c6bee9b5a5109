/**
 * The strings of identifier-first sign-in (one e-mail field, then the methods that fit): its own table, carried only by
 * the chunk of a card whose project has more than one method that needs an address.
 */
export const identifierStrings = {
  'identifier.continue': 'Continue',
  'identifier.signingInAs': 'Signing in as {email}',
  'identifier.change': 'Change',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof identifierStrings, string> {}
}
