/** `<auth-sign-up>`'s own attributes, as props; documented in elements/api/. */
export const SIGN_UP_ATTRIBUTES = ['afterSignUpUrl', 'noRedirect', 'noPasswordRepeat'] as const;
