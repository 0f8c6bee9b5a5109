import type { AppContext } from '../app-context';
import type { PasskeyUserActions } from './passkey';
import type { PasskeyScope } from './passkey-user-actions';

/**
 * The passkey methods of a user object, their code (and @simplewebauthn/browser, when a passkey is made) imported on
 * first call: the user object loads on every signed-in page, and most never touch passkeys.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, { ...actions, ...lazyPasskeyUserActions(context, { kind: 'me', accessType: 'client' }) });
 * ```
 */
export function lazyPasskeyUserActions(context: AppContext, scope: PasskeyScope): PasskeyUserActions {
  const load = async () => (await import('./passkey-user-actions')).passkeyUserActions(context, scope);
  return {
    registerPasskey: async (options) => (await load()).registerPasskey(options),
    listPasskeys: async () => (await load()).listPasskeys(),
    renamePasskey: async (id, name) => (await load()).renamePasskey(id, name),
    deletePasskey: async (id) => (await load()).deletePasskey(id),
  };
}
