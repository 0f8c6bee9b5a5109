import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { ContactChannelJson } from './json';
import type { CodeValidJson } from '../email-code/json';
import type { EmptyBody, NoBody, Route } from '../route';
import type { codeBody } from '../code-schemas';
import type { channelSendCodeBody, legacySendCodeBody, serverContactChannelCreateBody, serverContactChannelUpdateBody } from './schemas';

/**
 * The contact-channel routes (docs/product.md §7; docs/wire.md §3, §4): a user's addresses and their verification.
 * `user_id` is `me` or, with server access, any user's id.
 *
 * @example
 * ```ts
 * import * as contactChannelRoutes from './routes';
 * await call(sender, contactChannelRoutes.listContactChannels, { query: { user_id: 'me' }, session });
 * ```
 */
// Contact channels (docs/product.md §7; docs/wire.md §3, §4). `user_id` is `me` or, with server access, any user's id.
export const listContactChannels: Route<'GET', '/contact-channels', NoBody, ListJson<ContactChannelJson>, ListJson<ContactChannelJson>, { user_id: string }> = {
  method: 'GET',
  path: '/contact-channels',
};
export const createContactChannel: Route<'POST', '/contact-channels', z.input<typeof serverContactChannelCreateBody>, ContactChannelJson, ContactChannelJson, never> = {
  method: 'POST',
  path: '/contact-channels',
};
export const getContactChannel: Route<'GET', '/contact-channels/:user_id/:id', NoBody, ContactChannelJson, ContactChannelJson, never> = {
  method: 'GET',
  path: '/contact-channels/:user_id/:id',
};
export const updateContactChannel: Route<
  'PATCH',
  '/contact-channels/:user_id/:id',
  z.input<typeof serverContactChannelUpdateBody>,
  ContactChannelJson,
  ContactChannelJson,
  never
> = { method: 'PATCH', path: '/contact-channels/:user_id/:id' };
export const deleteContactChannel: Route<'DELETE', '/contact-channels/:user_id/:id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/contact-channels/:user_id/:id',
};
export const sendChannelVerificationCode: Route<
  'POST',
  '/contact-channels/:user_id/:id/send-verification-code',
  z.input<typeof channelSendCodeBody>,
  SuccessJson,
  SuccessJson,
  never
> = { method: 'POST', path: '/contact-channels/:user_id/:id/send-verification-code' };
/** The older form the official client's `user.sendVerificationEmail()` calls: the signed-in user's address. */
export const sendVerificationCode: Route<'POST', '/contact-channels/send-verification-code', z.input<typeof legacySendCodeBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/contact-channels/send-verification-code',
};
export const verifyEmail: Route<'POST', '/contact-channels/verify', z.input<typeof codeBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/contact-channels/verify',
};
export const checkVerificationCode: Route<'POST', '/contact-channels/verify/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = {
  method: 'POST',
  path: '/contact-channels/verify/check-code',
};
