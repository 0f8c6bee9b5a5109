/**
 * The strings of the forgot-password and password-reset screens and of the password section of account settings.
 * English; each chunk carries the tables of the screens it renders (a translation override from
 * `Latch.setTranslations` wins over them).
 */
export const passwordStrings = {
  'forgotPassword.title': 'Reset your password',
  'forgotPassword.intro': "Enter the e-mail address you sign in with and we'll send you a link to choose a new password.",
  'forgotPassword.submit': 'Send reset link',
  'forgotPassword.submitting': 'Sending…',
  'forgotPassword.sentTitle': 'Check your e-mail',
  'forgotPassword.sent': 'If an account uses {email} to sign in with a password, a link to reset it is on its way.',
  'forgotPassword.nothingArrived': 'Nothing after a few minutes? Check your spam folder, or make sure you typed the address you sign in with.',
  'forgotPassword.again': 'Try another address',
  'forgotPassword.backToSignIn': 'Back to sign in',
  'passwordReset.title': 'Choose a new password',
  'passwordReset.checking': 'Checking your link…',
  'passwordReset.newPassword': 'New password',
  'passwordReset.repeatPassword': 'Repeat new password',
  'passwordReset.submit': 'Save new password',
  'passwordReset.submitting': 'Saving…',
  'passwordReset.doneTitle': 'Your password has been changed',
  'passwordReset.done': 'You have been signed out everywhere. Sign in with your new password.',
  'passwordReset.signIn': 'Sign in',
  'passwordReset.invalidTitle': 'This link does not work',
  'passwordReset.invalid': 'The link is incomplete or not valid. Copy the whole link from the e-mail, or ask for a new one.',
  'passwordReset.expiredTitle': 'This link has expired',
  'passwordReset.expired': 'Reset links work for 7 days. Ask for a new one.',
  'passwordReset.usedTitle': 'This link has already been used',
  'passwordReset.used': 'Each reset link works once. If you did not change your password, ask for a new link.',
  'passwordReset.newLink': 'Get a new link',
  'passwordReset.retry': 'Try again',
  'password.hint': 'At least {min} characters.',
  'password.tooShort': 'Your password must be at least {min} characters long.',
  'password.tooLong': 'Your password must be at most {max} characters long.',
  'password.differ': 'The passwords do not match.',
  'password.required': 'Please enter your current password.',
  'account.password': 'Password',
  'account.passwordChangeIntro': 'Changing your password signs you out on every other device.',
  'account.passwordSetIntro': 'You sign in without a password. Set one to also sign in with your e-mail and password.',
  'account.currentPassword': 'Current password',
  'account.wrongCurrentPassword': 'Your current password is not right.',
  'account.newPassword': 'New password',
  'account.repeatNewPassword': 'Repeat new password',
  'account.changePassword': 'Change password',
  'account.setPassword': 'Set password',
  'account.savingPassword': 'Saving…',
  'account.passwordChanged': 'Your password has been changed.',
  'account.passwordSet': 'Your password has been set.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof passwordStrings, string> {}
}
