/**
 * The e-mail actions (e-mail code, verification, password reset, contact channels) as one lazily loaded module: ClientApp and user
 * objects reach them by `import()`, so a page that never calls them downloads none of them, and one chunk serves all.
 *
 * @example
 * ```ts
 * const { sendEmailCode } = await import('./email-actions');
 * ```
 */
export { sendEmailCode, signInWithEmailCode } from './auth/email-code';
export { verifyEmail } from './auth/verify-email';
export { resetPassword, sendForgotPasswordEmail, verifyPasswordResetCode } from './auth/password-reset';
export { contactChannelActions } from './contact-channels/contact-channel-actions';
