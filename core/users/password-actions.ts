import type { AccessType } from '../../protocol/headers';
import type { KnownError } from '../../protocol/known-error';
import * as routes from '../../protocol/password/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';

/**
 * The password methods of the signed-in user's object, as the official client has them: refusals the user can fix
 * are returned, not thrown (docs/product.md §8 "Passwords"); this SDK returns every catalogue refusal the same way.
 *
 * @example
 * ```ts
 * const error = await user.updatePassword({ oldPassword, newPassword });
 * if (error) show(error.code); // PASSWORD_CONFIRMATION_MISMATCH, PASSWORD_TOO_SHORT …
 * ```
 */
export type PasswordActions = {
  /** Changes the password; every other session of the user ends, this one stays. */
  // biome-ignore lint/suspicious/noConfusingVoidType: the official client's declared type (Promise<KnownError | void>)
  updatePassword(options: { oldPassword: string; newPassword: string }): Promise<KnownError | void>;
  /** Gives a password to a user who has none (signed in by link, code, OAuth or passkey). */
  // biome-ignore lint/suspicious/noConfusingVoidType: as above
  setPassword(options: { password: string }): Promise<KnownError | void>;
};

/**
 * The password methods acting through the app's own session (`POST /auth/password/update|set` with its tokens, so the
 * server keeps this session): for the client user, and for the server user that is the app's own.
 *
 * @example
 * ```ts
 * const actions = { ...clientUserActions(context), ...passwordActions(context, 'client') };
 * ```
 */
export function passwordActions(context: AppContext, accessType: AccessType): PasswordActions {
  const { sender, tokens: session, stores } = context;
  const refusal = async (run: () => Promise<unknown>) => {
    const result = await knownErrorResult(run);
    if (result.status === 'error') return result.error;
  };
  return {
    updatePassword: (options) =>
      refusal(() => call(sender, routes.updatePassword, { body: { old_password: options.oldPassword, new_password: options.newPassword }, accessType, session })),
    // `hasPassword` is true afterwards.
    setPassword: (options) =>
      refusal(async () => {
        await call(sender, routes.setPassword, { body: { password: options.password }, accessType, session });
        await stores.reloadUser();
      }),
  };
}
