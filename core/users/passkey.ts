import type { PasskeyJson } from '../../protocol/passkeys/json';
import type { Result } from '../result';

/**
 * One of a user's passkeys, as account settings lists it: its name, when it was made and last signed in (null:
 * never), whether it syncs between the person's devices (`multiDevice`) and is backed up.
 *
 * @example
 * ```ts
 * const label = `${passkey.name}, last used ${passkey.lastUsedAt?.toLocaleDateString() ?? 'never'}`;
 * ```
 */
export type Passkey = {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly deviceType: 'singleDevice' | 'multiDevice';
  readonly backedUp: boolean;
};

/**
 * The passkey methods of a user object: `registerPasskey` is the official client's (a Result, never thrown for a
 * refusal: PASSKEY_WEBAUTHN_ERROR when the dialog is cancelled or fails, PASSKEY_REGISTRATION_FAILED when the server
 * does not accept it, PASSKEY_AUTHENTICATION_NOT_ENABLED); the list, rename and remove are Latch's own and throw
 * their KnownError (PASSKEY_NOT_FOUND) like the other user methods.
 *
 * @example
 * ```ts
 * const result = await user.registerPasskey();
 * const [passkey] = await user.listPasskeys();
 * if (passkey) await user.renamePasskey(passkey.id, 'Work laptop');
 * ```
 */
export type PasskeyUserActions = {
  /** Makes a passkey for this site (`hostname`, default the page's) in the browser's dialog and stores it. Browser only. */
  registerPasskey(options?: { hostname?: string }): Promise<Result<undefined>>;
  /** The user's passkeys, oldest first. */
  listPasskeys(): Promise<Passkey[]>;
  /** Renames a passkey (1 to 64 characters, trimmed) and answers it renamed. */
  renamePasskey(id: string, name: string): Promise<Passkey>;
  /** Removes a passkey; removing the last one turns passkey sign-in off for the user. */
  deletePasskey(id: string): Promise<void>;
};

/**
 * Reads a passkey's JSON (`protocol/passkeys/json.ts`) into camelCase with dates.
 *
 * @example
 * ```ts
 * const passkeys = list.items.map(passkeyFromJson);
 * ```
 */
export function passkeyFromJson(json: PasskeyJson): Passkey {
  return Object.freeze({
    id: json.id,
    userId: json.user_id,
    name: json.name,
    createdAt: new Date(json.created_at_millis),
    lastUsedAt: json.last_used_at_millis === null ? null : new Date(json.last_used_at_millis),
    deviceType: json.device_type,
    backedUp: json.backed_up,
  });
}
