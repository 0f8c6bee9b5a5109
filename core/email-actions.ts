import type { AppContext } from './app-context';
import type { PromptCliLoginOptions } from './auth/cli-login';
import type { Result } from './result';
/**
 * The e-mail actions (magic link, verification, password reset, contact channels) as one lazily loaded module: ClientApp and user
 * objects reach them by `import()`, so a page that never calls them downloads none of them, and one chunk serves all.
 *
 * @example
 * ```ts
 * const { sendMagicLinkEmail } = await import('./email-actions');
 * ```
 */
export { sendMagicLinkEmail, signInWithMagicLink } from './auth/magic-link';
export { verifyEmail } from './auth/verify-email';
export { resetPassword, sendForgotPasswordEmail, verifyPasswordResetCode } from './auth/password-reset';
export { contactChannelActions } from './contact-channels/contact-channel-actions';

/**
 * `ClientApp.promptCliLogin`'s way in: a stub here, because the runtime then needs no chunk name of its own for it
 * (issue 7's sign-in page budget); the command-line login's code stays in its own chunk, loaded on call.
 *
 * @example
 * ```ts
 * const result = await (await import('./email-actions')).promptCliLogin(context, { appUrl });
 * ```
 */
export const promptCliLogin = async (context: AppContext, options: PromptCliLoginOptions): Promise<Result<string>> =>
  (await import('./cli-login-actions')).promptCliLogin(context, options);
