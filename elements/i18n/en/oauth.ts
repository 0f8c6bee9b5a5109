/**
 * The strings of sign-in with a provider: the "Continue with …" buttons of `<auth-sign-in>` and `<auth-sign-up>`, and
 * the handler's oauth-callback page. English; each chunk carries the tables of the screens it renders (a translation
 * override from `Latch.setTranslations` wins over them).
 */
export const oauthStrings = {
  'oauth.continueWith': 'Continue with {provider}',
  'oauth.redirecting': 'Going to {provider}…',
  'oauth.or': 'or continue with e-mail',
  'oauthCallback.title': 'Signing you in…',
  'oauthCallback.failedTitle': 'Sign-in did not complete',
  'oauthCallback.denied': 'You cancelled signing in with {provider}. Nothing was changed: you can try again or choose another way to sign in.',
  'oauthCallback.deniedNoProvider': 'You cancelled signing in with the provider. Nothing was changed: you can try again or choose another way to sign in.',
  'oauthCallback.expired': 'This sign-in took too long, or its link was already used. Please start again from the sign-in page.',
  'oauthCallback.unverified': 'This sign-in could not be verified: it was not started in this browser, or its link was changed. Please start again from the sign-in page.',
  'oauthCallback.backToSignIn': 'Back to sign-in',
} as const;

/** The table's keys join the elements' one set of UI string keys (`UiStrings` in ../en.ts). */
declare module '../en' {
  interface UiStrings extends Record<keyof typeof oauthStrings, string> {}
}
