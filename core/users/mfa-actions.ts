import type { AccessType } from '../../protocol/headers';
import * as mfaRoutes from '../../protocol/mfa/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';

/**
 * The two-factor methods of the signed-in user's object (Latch's own, over `/auth/mfa/*`): a refusal the user can
 * fix (INVALID_TOTP_CODE, MULTI_FACTOR_NOT_ENABLED …) is a Result error; the user object reloads after a change.
 *
 * @example
 * ```ts
 * const result = await user.enableTotp(secretBase64, '123456');
 * if (result.status === 'ok') showOnce(result.data.recoveryCodes);
 * ```
 */
export type MfaActions = {
  /** Turns TOTP on with a new secret (base64 of its bytes) and a current code for it; answers ten recovery codes, shown once. */
  enableTotp(secretBase64: string, totp: string): Promise<Result<{ recoveryCodes: string[] }>>;
  /** Turns TOTP off with a current code or an unused recovery code; the recovery codes go too. */
  disableTotp(code: string): Promise<Result<undefined>>;
  /** Replaces the recovery codes with ten new ones (the old ones stop working), with a current or recovery code. */
  regenerateRecoveryCodes(code: string): Promise<Result<{ recoveryCodes: string[] }>>;
  /** How many unused recovery codes the user has left. */
  recoveryCodesRemaining(): Promise<number>;
};

const typed = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string.`);
  return value.replace(/\s/g, '');
};

/**
 * The two-factor methods acting through the app's own session (its tokens, `accessType` client, or server for the
 * server app's own user).
 *
 * @example
 * ```ts
 * const actions = mfaActions(context, 'client');
 * ```
 */
export function mfaActions(context: AppContext, accessType: AccessType): MfaActions {
  const { sender, tokens: session, stores } = context;
  const changed = async <T>(result: Result<T>): Promise<Result<T>> => {
    if (result.status === 'ok') await stores.reloadUser();
    return result;
  };
  return {
    async enableTotp(secretBase64, totp) {
      const body = { totp_secret_base64: typed(secretBase64, 'enableTotp: secretBase64'), totp: typed(totp, 'enableTotp: totp') };
      const result = await knownErrorResult(() => call(sender, mfaRoutes.enableTotp, { body, accessType, session }));
      return changed(result.status === 'ok' ? { status: 'ok', data: { recoveryCodes: result.data.recovery_codes } } : result);
    },
    async disableTotp(code) {
      const body = { totp: typed(code, 'disableTotp: code') };
      const result = await knownErrorResult(() => call(sender, mfaRoutes.disableTotp, { body, accessType, session }));
      return changed(result.status === 'ok' ? { status: 'ok', data: undefined } : result);
    },
    async regenerateRecoveryCodes(code) {
      const body = { totp: typed(code, 'regenerateRecoveryCodes: code') };
      const result = await knownErrorResult(() => call(sender, mfaRoutes.regenerateRecoveryCodes, { body, accessType, session }));
      return result.status === 'ok' ? { status: 'ok', data: { recoveryCodes: result.data.recovery_codes } } : result;
    },
    async recoveryCodesRemaining() {
      return (await call(sender, mfaRoutes.recoveryCodesStatus, { accessType, session })).remaining;
    },
  };
}

/**
 * The two-factor methods of a user read with server access who is not this app's own: there is no session of
 * theirs to prove a code with, so each is a caller's mistake (the server API turns it off by setting the user's
 * `totp_secret_base64` to null).
 *
 * @example
 * ```ts
 * const mfa = isCurrent ? mfaActions(context, 'server') : otherUserMfaActions();
 * ```
 */
export function otherUserMfaActions(): MfaActions {
  const refuse = () => Promise.reject(new TypeError("The two-factor methods need the user's own session; this user is not signed in here."));
  return { enableTotp: refuse, disableTotp: refuse, regenerateRecoveryCodes: refuse, recoveryCodesRemaining: refuse };
}
