import type { ContactChannelJson } from '../../protocol/contact-channels/json';
import * as routes from '../../protocol/contact-channels/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { reportError } from '../report-error';
import { callbackUrl } from '../urls/callback-url';
import { channelBody, channelFields, type ServerContactChannel, type ServerContactChannelCreate, type ServerContactChannelPatch } from './contact-channel';

/**
 * Whose channels an object acts on: the signed-in user through its session (client access, `me`), or any user with
 * server access.
 *
 * @example
 * ```ts
 * const scope: ChannelScope = { kind: 'me' };
 * ```
 */
export type ChannelScope = { kind: 'me' } | { kind: 'server'; userId: string; isCurrent: () => boolean };

/**
 * The contact-channel methods of a user object: list and create, each channel carrying update, delete and
 * sendVerificationEmail. Changes to the signed-in user's channels reload `$user` (its primary e-mail may change).
 *
 * @example
 * ```ts
 * const actions = contactChannelActions(context, { kind: 'me' });
 * const channels = await actions.listContactChannels();
 * ```
 */
export function contactChannelActions(context: AppContext, scope: ChannelScope) {
  const { sender, tokens, stores } = context;
  const userParam = scope.kind === 'me' ? 'me' : scope.userId;
  const access = scope.kind === 'me' ? ({ session: tokens } as const) : ({ accessType: 'server' } as const);
  const touchesCurrentUser = () => scope.kind === 'me' || scope.isCurrent();
  const afterChange = async () => {
    if (touchesCurrentUser()) await stores.reloadUser().catch(reportError('reloading the user after a contact channel change'));
  };

  const toChannel = (json: ContactChannelJson): ServerContactChannel => {
    const params = { user_id: userParam, id: json.id };
    return Object.freeze({
      ...channelFields(json),
      update: async (patch: ServerContactChannelPatch) => {
        await call(sender, routes.updateContactChannel, { params, body: channelBody(patch), ...access });
        await afterChange();
      },
      delete: async () => {
        await call(sender, routes.deleteContactChannel, { params, body: {}, ...access });
        await afterChange();
      },
      sendVerificationEmail: async (options: { callbackUrl?: string } = {}) => {
        const callback_url = callbackUrl(context.urls.emailVerification, options.callbackUrl, 'sendVerificationEmail');
        await call(sender, routes.sendChannelVerificationCode, { params, body: { callback_url }, ...access });
      },
    });
  };

  const listContactChannels = async (): Promise<ServerContactChannel[]> => {
    const list = await call(sender, routes.listContactChannels, { query: { user_id: userParam }, ...access });
    return list.items.map(toChannel);
  };

  return {
    listContactChannels,
    /** The primary address's verification mail: the official client's route for "me", the channel's for a server. */
    sendVerificationEmail: async (primaryEmail: string | null, options: { callbackUrl?: string } = {}): Promise<void> => {
      if (scope.kind === 'me') return sendPrimaryVerificationEmail(context, primaryEmail, options);
      const primary = (await listContactChannels()).find((channel) => channel.isPrimary);
      if (!primary) throw new TypeError('sendVerificationEmail: the user has no primary e-mail.');
      return primary.sendVerificationEmail(options);
    },
    createContactChannel: async (data: ServerContactChannelCreate): Promise<ServerContactChannel> => {
      if (data.type !== 'email') throw new TypeError("createContactChannel: type must be 'email'.");
      const body = {
        user_id: userParam,
        type: 'email' as const,
        value: data.value,
        used_for_auth: data.usedForAuth,
        ...(data.isPrimary !== undefined ? { is_primary: data.isPrimary } : {}),
        ...(data.isVerified !== undefined ? { is_verified: data.isVerified } : {}),
      };
      const created = await call(sender, routes.createContactChannel, { body, ...access });
      await afterChange();
      return toChannel(created);
    },
  };
}

/**
 * `user.sendVerificationEmail()`: mails a verification link for the signed-in user's primary address (the route the
 * official client calls, `POST /contact-channels/send-verification-code`). A user without a primary e-mail gets a
 * TypeError (docs/product.md §5).
 *
 * @example
 * ```ts
 * await sendPrimaryVerificationEmail(context, user.primaryEmail, {});
 * ```
 */
async function sendPrimaryVerificationEmail(context: AppContext, primaryEmail: string | null, options: { callbackUrl?: string } = {}): Promise<void> {
  if (!primaryEmail) throw new TypeError('sendVerificationEmail: the user has no primary e-mail.');
  const callback_url = callbackUrl(context.urls.emailVerification, options.callbackUrl, 'sendVerificationEmail');
  await call(context.sender, routes.sendVerificationCode, { body: { email: primaryEmail, callback_url }, session: context.tokens });
}
