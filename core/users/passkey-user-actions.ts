import type { AccessType } from '../../protocol/headers';
import * as passkeyRoutes from '../../protocol/passkeys/routes';
import { knownErrorTreeReady } from '../../protocol/known-error-tree-ready';
import type { AppContext } from '../app-context';
import { passkeyFailure } from '../auth/passkey-failure';
import { withRpId } from '../auth/passkey-rp-id';
import { loadWebAuthn, runCeremony, type WebAuthnBrowser } from '../auth/webauthn-ceremony';
import { checkId } from '../check-id';
import { isBrowser } from '../env/is-browser';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { passkeyFromJson, type PasskeyUserActions } from './passkey';

/**
 * Whose passkeys: the signed-in user of the app through their own session (client access, or a server app's own
 * user with server access), or any user with the server key (list, rename, remove only: a passkey is made in the
 * user's browser).
 *
 * @example
 * ```ts
 * const scope: PasskeyScope = { kind: 'me', accessType: 'client' };
 * ```
 */
export type PasskeyScope = { kind: 'me'; accessType: AccessType } | { kind: 'server'; userId: string };

type CreationOptionsJSON = Parameters<WebAuthnBrowser['startRegistration']>[0]['optionsJSON'];

/**
 * The passkey methods of a user object over the passkey routes (protocol/passkeys/routes.ts).
 *
 * @example
 * ```ts
 * const actions = passkeyUserActions(context, { kind: 'me', accessType: 'client' });
 * await actions.registerPasskey();
 * ```
 */
export function passkeyUserActions(context: AppContext, scope: PasskeyScope): PasskeyUserActions {
  const { sender, tokens, stores } = context;
  const userId = scope.kind === 'me' ? 'me' : scope.userId;
  const access = scope.kind === 'me' ? { accessType: scope.accessType, session: tokens } : { accessType: 'server' as const };
  const passkeyParams = (id: string) => ({ user_id: userId, passkey_id: id });
  const afterChange = async () => {
    // `passkeyAuthEnabled` follows the passkeys: on with the first, off with the last.
    if (scope.kind === 'me') await stores.reloadUser();
  };
  return {
    async registerPasskey(options = {}) {
      if (scope.kind !== 'me') throw new TypeError("registerPasskey makes a passkey in the user's browser; call it on the user of a ClientApp (app.getUser()).");
      const hostname = options.hostname ?? (isBrowser() ? window.location.hostname : '');
      if (!isBrowser()) throw new TypeError('registerPasskey needs a browser: WebAuthn runs in the page.');
      const webauthn = await loadWebAuthn();
      const started = await knownErrorResult(() => call(sender, passkeyRoutes.initiatePasskeyRegistration, { body: {}, ...access }));
      if (started.status === 'error') return started;
      const optionsJSON = withRpId(started.data.options_json as CreationOptionsJSON, 'rp', hostname);
      let credential: Awaited<ReturnType<WebAuthnBrowser['startRegistration']>>;
      try {
        credential = await runCeremony(webauthn, () => webauthn.startRegistration({ optionsJSON }));
      } catch (error) {
        await knownErrorTreeReady();
        return { status: 'error', error: passkeyFailure(error, 'PASSKEY_REGISTRATION_FAILED') };
      }
      const registered = await knownErrorResult(() =>
        call(sender, passkeyRoutes.registerPasskey, { body: { credential: credential as unknown as Record<string, unknown>, code: started.data.code }, ...access }),
      );
      if (registered.status === 'error') return registered;
      await afterChange();
      return { status: 'ok', data: undefined } satisfies Result<undefined>;
    },
    async listPasskeys() {
      const list = await call(sender, passkeyRoutes.listPasskeys, { query: { user_id: userId }, ...access });
      return list.items.map(passkeyFromJson);
    },
    async renamePasskey(id, name) {
      checkId(id, 'id');
      if (typeof name !== 'string') throw new TypeError('renamePasskey: name must be a string.');
      return passkeyFromJson(await call(sender, passkeyRoutes.updatePasskey, { params: passkeyParams(id), body: { name }, ...access }));
    },
    async deletePasskey(id) {
      checkId(id, 'id');
      await call(sender, passkeyRoutes.deletePasskey, { params: passkeyParams(id), body: {}, ...access });
      await afterChange();
    },
  };
}
