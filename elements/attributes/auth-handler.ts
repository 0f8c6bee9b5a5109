/** `<auth-handler>`'s own attributes, as props; documented in elements/api/. */
export const HANDLER_ATTRIBUTES = ['afterSignInUrl', 'afterSignUpUrl', 'noPasswordRepeat'] as const;
