/**
 * The strings of the handler's impersonate page, which a dashboard's "Open the site as this user" link opens. English;
 * only that page's chunk carries them (a translation override from `Latch.setTranslations` wins over them).
 */
export const impersonationStrings = {
  'impersonation.title': 'Signing in as the user…',
  'impersonation.failedTitle': 'This impersonation link did not work',
  'impersonation.again': 'A link from the dashboard works once, for 5 minutes. Open the site as the user from the dashboard again.',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof impersonationStrings, string> {}
}
