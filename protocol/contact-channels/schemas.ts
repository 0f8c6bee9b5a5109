import { z } from 'zod';
import { email, urlText } from '../common-schemas';
import { userIdOrMe } from '../users/schemas';

/**
 * `POST /contact-channels` (docs/wire.md §3 "Contact channel"; docs/product.md §7). A server may create a channel already verified.
 *
 * @example
 * ```ts
 * const body: z.input<typeof contactChannelCreateBody> = { user_id: 'me', type: 'email', value: 'ada@example.com', used_for_auth: false };
 * ```
 */
export const contactChannelCreateBody = z.strictObject({
  user_id: userIdOrMe,
  type: z.literal('email'),
  value: email,
  used_for_auth: z.boolean(),
  is_primary: z.boolean().optional(),
});
/** The server's create body: the client's plus `is_verified`. */
export const serverContactChannelCreateBody = contactChannelCreateBody.extend({ is_verified: z.boolean().optional() });

/**
 * `PATCH /contact-channels/{user_id}/{id}`: a new address becomes unverified (a server may say otherwise).
 *
 * @example
 * ```ts
 * const body: z.input<typeof contactChannelUpdateBody> = { is_primary: true };
 * ```
 */
export const contactChannelUpdateBody = z.strictObject({
  type: z.literal('email').optional(),
  value: email.optional(),
  used_for_auth: z.boolean().optional(),
  is_primary: z.boolean().optional(),
});
/** The server's update body: the client's plus `is_verified`. */
export const serverContactChannelUpdateBody = contactChannelUpdateBody.extend({ is_verified: z.boolean().optional() });

/**
 * `GET /contact-channels?user_id=` (a client names `me` or itself).
 *
 * @example
 * ```ts
 * contactChannelListQuery.parse({ user_id: 'me' });
 * ```
 */
export const contactChannelListQuery = z.strictObject({ user_id: userIdOrMe });

/**
 * The path of one channel: `/contact-channels/{user_id}/{id}`.
 *
 * @example
 * ```ts
 * contactChannelParams.parse({ user_id: 'me', id: '0190…' });
 * ```
 */
export const contactChannelParams = z.strictObject({ user_id: userIdOrMe, id: z.uuid() });

/**
 * `POST /contact-channels/{user_id}/{id}/send-verification-code`.
 *
 * @example
 * ```ts
 * const body: z.input<typeof channelSendCodeBody> = { callback_url: 'https://app.example.com/handler/email-verification' };
 * ```
 */
export const channelSendCodeBody = z.strictObject({ callback_url: urlText });

/**
 * The legacy `POST /contact-channels/send-verification-code` (docs/wire.md §4): the signed-in user's address.
 *
 * @example
 * ```ts
 * const body: z.input<typeof legacySendCodeBody> = { email: 'ada@example.com', callback_url };
 * ```
 */
export const legacySendCodeBody = z.strictObject({ email, callback_url: urlText });
