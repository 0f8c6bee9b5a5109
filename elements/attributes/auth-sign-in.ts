/** `<auth-sign-in>`'s own attributes, as props (`after-sign-in-url` → `afterSignInUrl`); documented in elements/api/. */
export const SIGN_IN_ATTRIBUTES = ['afterSignInUrl', 'noRedirect', 'allowGuest'] as const;
