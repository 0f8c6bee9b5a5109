import type { AccessType } from '../../protocol/headers';
import type { KnownError } from '../../protocol/known-error';
import { routes } from '../../protocol/routes';
import type { AppContext } from '../app-context';
import { familyResult } from '../http/family-result';
import { call } from '../http/call';

/**
 * The password methods of the signed-in user's object, as the official client has them: errors the user can fix are
 * returned, not thrown (spec §8 "PasswordConfirmationMismatch and PasswordRequirementsNotMet are returned from
 * password update rather than thrown").
 *
 * @example
 * ```ts
 * const error = await user.updatePassword({ oldPassword, newPassword });
 * if (error) show(error.code); // PASSWORD_CONFIRMATION_MISMATCH, PASSWORD_TOO_SHORT …
 * ```
 */
export type PasswordActions = {
  /** Changes the password; every other session of the user ends, this one stays. */
  updatePassword(options: { oldPassword: string; newPassword: string }): Promise<KnownError | void>;
  /** Gives a password to a user who has none (signed in by link, code, OAuth or passkey). */
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
  const { sender, tokens, stores } = context;
  return {
    updatePassword: async (options) => {
      if (typeof options?.oldPassword !== 'string' || typeof options.newPassword !== 'string') {
        throw new TypeError('updatePassword: expected { oldPassword, newPassword } as strings.');
      }
      const body = { old_password: options.oldPassword, new_password: options.newPassword };
      const result = await familyResult(['PASSWORD_CONFIRMATION_MISMATCH', 'PASSWORD_REQUIREMENTS_NOT_MET', 'USER_DOES_NOT_HAVE_PASSWORD'], () =>
        call(sender, routes.updatePassword, { body, accessType, session: tokens }),
      );
      if (result.status === 'error') return result.error;
    },
    setPassword: async (options) => {
      if (typeof options?.password !== 'string') throw new TypeError('setPassword: expected { password } as a string.');
      const result = await familyResult(['PASSWORD_REQUIREMENTS_NOT_MET'], () =>
        call(sender, routes.setPassword, { body: { password: options.password }, accessType, session: tokens }),
      );
      if (result.status === 'error') return result.error;
      // `hasPassword` is now true.
      await stores.reloadUser();
    },
  };
}
