import type { AccessType } from '../../protocol/headers';
import type { AppContext } from '../app-context';
import type { MfaActions } from './mfa-actions';

/**
 * The two-factor methods of a user object, their code imported on first call (the user object loads on every
 * signed-in page; two-factor settings are rarely touched).
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, { ...actions, ...lazyMfaActions(context, 'client') });
 * ```
 */
export function lazyMfaActions(context: AppContext, accessType: AccessType): MfaActions {
  const load = async () => (await import('./mfa-actions')).mfaActions(context, accessType);
  return {
    enableTotp: async (secretBase64, totp) => (await load()).enableTotp(secretBase64, totp),
    disableTotp: async (code) => (await load()).disableTotp(code),
    regenerateRecoveryCodes: async (code) => (await load()).regenerateRecoveryCodes(code),
    recoveryCodesRemaining: async () => (await load()).recoveryCodesRemaining(),
  };
}

/**
 * The two-factor methods of a user read with server access who is not this app's own: there is no session of
 * theirs to prove a code with, so each is a caller's mistake (the server API turns it off by setting the user's
 * `totp_secret_base64` to null).
 *
 * @example
 * ```ts
 * const actions = isCurrent ? lazyMfaActions(context, 'server') : otherUserMfaActions();
 * ```
 */
export function otherUserMfaActions(): MfaActions {
  const refuse = () => Promise.reject(new TypeError("The two-factor methods need the user's own session; this user is not signed in here."));
  return { enableTotp: refuse, disableTotp: refuse, regenerateRecoveryCodes: refuse, recoveryCodesRemaining: refuse };
}
