/**
 * The strings of the account settings and sign-out screens. English; each chunk carries the tables of the screens it renders
 * (a translation override from `Latch.setTranslations` wins over them).
 */
export const accountStrings = {
  'signOut.title': 'Signing out…',
  'account.title': 'Account settings',
  'account.profile': 'Profile',
  'account.displayName': 'Display name',
  'account.email': 'E-mail',
  'account.emailVerified': 'verified',
  'account.emailUnverified': 'not verified',
  'account.noEmail': 'No e-mail address',
  'account.sessions': 'Active sessions',
  'account.sessionsIntro': 'Devices and browsers where you are signed in.',
  'account.currentSession': 'This device',
  'account.impersonation': 'Impersonation',
  'account.sessionStarted': 'Signed in {date}',
  'account.sessionLastUsed': 'last used {date}',
  'account.sessionNeverUsed': 'not used since',
  'account.device': '{browser} on {os}',
  'account.unknownDevice': 'Unknown browser',
  'account.revoke': 'Sign out this session',
  'account.revokeConfirm': 'Sign out this session?',
  'account.revokeOthers': 'Sign out all other sessions',
  'account.revokeOthersConfirm': 'Sign out all other sessions?',
  'account.noOtherSessions': 'No other sessions.',
  'account.signOutSection': 'Sign out',
  'account.signOutIntro': 'Sign out of your account on this device.',
  'account.signOut': 'Sign out',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof accountStrings, string> {}
}
