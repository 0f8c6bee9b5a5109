/**
 * One passkey of a user (Latch's own `/passkeys` routes; Stack keeps passkeys out of its client API): what account
 * settings lists, renames and removes. `last_used_at_millis` is null until it signs in once.
 *
 * @example
 * ```ts
 * const label = `${passkey.name} — last used ${passkey.last_used_at_millis ? new Date(passkey.last_used_at_millis).toLocaleDateString() : 'never'}`;
 * ```
 */
export type PasskeyJson = {
  id: string;
  user_id: string;
  name: string;
  created_at_millis: number;
  last_used_at_millis: number | null;
  /** WebAuthn's credential device type: `multiDevice` passkeys sync between a person's devices. */
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
};

/**
 * What the two `initiate-passkey-*` routes answer (docs/wire.md §4 "Passkeys"): WebAuthn options as JSON (the RP id is
 * `PASSKEY_RP_ID_PLACEHOLDER` until the browser SDK sets the page's hostname) and the code holding the challenge.
 *
 * @example
 * ```ts
 * const { options_json, code } = await call(sender, passkeyRoutes.initiatePasskeyAuthentication, { body: {} });
 * ```
 */
export type PasskeyOptionsJson<Options> = { options_json: Options; code: string };

/**
 * What `POST /auth/passkey/register` answers: the WebAuthn user handle the passkey was made for.
 *
 * @example
 * ```ts
 * const { user_handle } = await call(sender, passkeyRoutes.registerPasskey, { body: { credential, code }, session });
 * ```
 */
export type PasskeyRegisteredJson = { user_handle: string };
