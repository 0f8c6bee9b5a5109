import { PASSKEY_RP_ID_PLACEHOLDER } from '../../protocol/constants';

/** What the creation options carry of the relying party (WebAuthn's `rp`), as the server sends them. */
type CreationOptions = { rp: { id?: string; name: string } };
/** What the request options carry of the relying party (WebAuthn's `rpId`). */
type RequestOptions = { rpId?: string };

/**
 * The server's passkey options with its RP id placeholder (docs/wire.md §4 "Passkeys", docs/product.md §5: "RP id must equal a
 * placeholder sentinel, which the client replaces with the current hostname") replaced by `hostname`: one project
 * serves passkeys on each of its trusted sites, and a passkey belongs to the site it was made on. Any other RP id is
 * a server bug, thrown like the official client's assertion. The input is not changed.
 *
 * @example
 * ```ts
 * const optionsJSON = withRpId(options_json, 'rp', location.hostname); // registration
 * const requestJSON = withRpId(options_json, 'rpId', location.hostname); // sign-in
 * ```
 */
export function withRpId<O extends CreationOptions>(options: O, field: 'rp', hostname: string): O;
export function withRpId<O extends RequestOptions>(options: O, field: 'rpId', hostname: string): O;
export function withRpId(options: CreationOptions | RequestOptions, field: 'rp' | 'rpId', hostname: string): CreationOptions | RequestOptions {
  if (!hostname) throw new TypeError('A passkey needs the hostname of the page it is made or used on.');
  const found = field === 'rp' ? (options as CreationOptions).rp.id : (options as RequestOptions).rpId;
  if (found !== PASSKEY_RP_ID_PLACEHOLDER) throw new Error(`The server's passkey options carry the RP id ${JSON.stringify(found)}, not the placeholder.`);
  if (field === 'rpId') return { ...options, rpId: hostname };
  const creation = options as CreationOptions;
  return { ...creation, rp: { ...creation.rp, id: hostname } };
}
