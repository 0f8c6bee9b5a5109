/**
 * The strings of e-mail verification and of the e-mails section of account settings. English; each chunk carries the tables of the screens it renders (a translation override from
 * `Latch.setTranslations` wins over them).
 */
export const emailStrings = {
  'emailVerification.title': 'Verifying your e-mail…',
  'emailVerification.doneTitle': 'E-mail verified',
  'emailVerification.done': 'Thank you: your e-mail address is verified.',
  'emailVerification.failedTitle': 'Your e-mail could not be verified',
  'emailVerification.expired': 'This verification link has expired. Ask for a new one in your account settings.',
  'emailVerification.used': 'This verification link has already been used. If your address shows as verified, there is nothing more to do.',
  'emailVerification.invalid': 'This verification link is not valid. Open the link from the most recent e-mail, or ask for a new one.',
  'emailVerification.toAccount': 'Go to account settings',
  'emails.title': 'E-mail addresses',
  'emails.intro': 'Addresses of your account. The primary one receives our e-mails.',
  'emails.primary': 'Primary',
  'emails.verified': 'Verified',
  'emails.unverified': 'Not verified',
  'emails.signIn': 'Used to sign in',
  'emails.add': 'Add e-mail',
  'emails.newAddress': 'New e-mail address',
  'emails.verify': 'Send verification e-mail',
  'emails.verifySent': 'Verification e-mail sent to {email}.',
  'emails.makePrimary': 'Make primary',
  'emails.useForSignIn': 'Use for sign-in',
  'emails.stopSignIn': 'Stop using for sign-in',
  'emails.remove': 'Remove',
  'emails.removeLabel': 'Remove {email}',
  'emails.onlyWayIn': 'This is the only way to sign in to your account, so it cannot be removed.',
  'emails.none': 'No e-mail addresses.',
  'emails.actionsFor': 'Actions for {email}',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof emailStrings, string> {}
}
