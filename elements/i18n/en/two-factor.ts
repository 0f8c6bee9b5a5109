/**
 * The strings of the two-factor section of account settings (its own chunk). English; a translation override from
 * `Latch.setTranslations` wins over them.
 */
export const twoFactorStrings = {
  'twoFactor.title': 'Two-factor authentication',
  'twoFactor.offIntro': 'Add a second step to signing in: a code from an authenticator app on your phone.',
  'twoFactor.onIntro': 'Two-factor authentication is on. Signing in asks for a code from your authenticator app.',
  'twoFactor.turnOn': 'Turn on',
  'twoFactor.scan': 'Scan this QR code with your authenticator app, or type the key below into it.',
  'twoFactor.qrLabel': 'QR code for your authenticator app. Its key is {key}.',
  'twoFactor.key': 'Key',
  'twoFactor.copyKey': 'Copy key',
  'twoFactor.copied': 'Copied',
  'twoFactor.confirmCode': 'Code from the app',
  'twoFactor.confirmHint': 'Enter the 6 digits the app shows now, to check it is set up.',
  'twoFactor.confirm': 'Turn on two-factor authentication',
  'twoFactor.codeInvalid': 'Please enter the 6 digits shown in your authenticator app.',
  'twoFactor.proofInvalid': 'Please enter the 6 digits from your app or a recovery code.',
  'twoFactor.cancel': 'Cancel',
  'twoFactor.savedTitle': 'Save your recovery codes',
  'twoFactor.savedIntro': 'If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe: they are shown only now.',
  'twoFactor.copyCodes': 'Copy codes',
  'twoFactor.downloadCodes': 'Download codes',
  'twoFactor.saved': 'I saved them',
  'twoFactor.remaining': 'Recovery codes left: {count}.',
  'twoFactor.turnOff': 'Turn off',
  'twoFactor.turnOffIntro': 'To turn off two-factor authentication, enter a code from your app or a recovery code.',
  'twoFactor.newCodes': 'New recovery codes',
  'twoFactor.newCodesIntro': 'New codes replace the old ones. Enter a code from your app or a recovery code.',
  'twoFactor.proof': 'Code from the app or a recovery code',
  'twoFactor.proofHint': '6 digits from your app, or a recovery code like abcde-12345.',
  'twoFactor.confirmOff': 'Turn off two-factor authentication',
  'twoFactor.confirmNewCodes': 'Make new codes',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof twoFactorStrings, string> {}
}
