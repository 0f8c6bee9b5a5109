import type { ContactChannelJson } from '../../protocol/contact-channels/json';

/**
 * What a user may change about one of their addresses. A new `value` makes it unverified.
 *
 * @example
 * ```ts
 * await channel.update({ isPrimary: true });
 * ```
 */
export type ContactChannelPatch = { value?: string; usedForAuth?: boolean; isPrimary?: boolean };

/**
 * A new address for a user (`user.createContactChannel`).
 *
 * @example
 * ```ts
 * await user.createContactChannel({ type: 'email', value: 'ada@work.example', usedForAuth: false });
 * ```
 */
export type ContactChannelCreate = { type: 'email'; value: string; usedForAuth: boolean; isPrimary?: boolean };

/**
 * One e-mail address of a user (docs/product.md §3 "Contact channel"), with methods bound to the app that listed it.
 *
 * @example
 * ```ts
 * const channels = await user.listContactChannels();
 * const unverified = channels.find((c) => !c.isVerified);
 * await unverified?.sendVerificationEmail();
 * ```
 */
export type ContactChannel = {
  id: string;
  value: string;
  type: 'email';
  isPrimary: boolean;
  isVerified: boolean;
  usedForAuth: boolean;
  update(patch: ContactChannelPatch): Promise<void>;
  delete(): Promise<void>;
  /** Mails a verification link to `callbackUrl`, by default (in a browser) this site's email-verification page. */
  sendVerificationEmail(options?: { callbackUrl?: string }): Promise<void>;
};

/** A server may also say whether an address is verified. */
export type ServerContactChannelPatch = ContactChannelPatch & { isVerified?: boolean };
export type ServerContactChannelCreate = ContactChannelCreate & { isVerified?: boolean };
export type ServerContactChannel = Omit<ContactChannel, 'update'> & { update(patch: ServerContactChannelPatch): Promise<void> };

/**
 * The wire body of a channel change (camelCase in, snake_case out; absent fields stay absent).
 *
 * @example
 * ```ts
 * channelBody({ isPrimary: true }); // { is_primary: true }
 * ```
 */
export function channelBody(patch: ServerContactChannelPatch): { value?: string; used_for_auth?: boolean; is_primary?: boolean; is_verified?: boolean } {
  return {
    ...(patch.value !== undefined ? { value: patch.value } : {}),
    ...(patch.usedForAuth !== undefined ? { used_for_auth: patch.usedForAuth } : {}),
    ...(patch.isPrimary !== undefined ? { is_primary: patch.isPrimary } : {}),
    ...(patch.isVerified !== undefined ? { is_verified: patch.isVerified } : {}),
  };
}

/**
 * The plain fields of a channel from the wire.
 *
 * @example
 * ```ts
 * const fields = channelFields(json); // { id, value, type: 'email', isPrimary, isVerified, usedForAuth }
 * ```
 */
export function channelFields(json: ContactChannelJson): Pick<ContactChannel, 'id' | 'value' | 'type' | 'isPrimary' | 'isVerified' | 'usedForAuth'> {
  return { id: json.id, value: json.value, type: json.type, isPrimary: json.is_primary, isVerified: json.is_verified, usedForAuth: json.used_for_auth };
}
