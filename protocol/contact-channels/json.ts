/**
 * A contact channel (docs/wire.md §3 "Contact channel"; docs/product.md §3): an e-mail address of a user, verified or not,
 * perhaps the primary one, perhaps used for sign-in.
 *
 * @example
 * ```ts
 * const channel: ContactChannelJson = { user_id, id, value: 'ada@example.com', type: 'email', used_for_auth: true, is_verified: true, is_primary: true };
 * ```
 */
export type ContactChannelJson = {
  user_id: string;
  id: string;
  value: string;
  type: 'email';
  used_for_auth: boolean;
  is_verified: boolean;
  is_primary: boolean;
};
