import { Hono, type Context } from 'hono';
import { KnownError } from '../../../protocol/known-error';
import * as routes from '../../../protocol/contact-channels/routes';
import {
  channelSendCodeBody,
  contactChannelCreateBody,
  contactChannelListQuery,
  contactChannelParams,
  contactChannelUpdateBody,
  legacySendCodeBody,
  serverContactChannelCreateBody,
  serverContactChannelUpdateBody,
} from '../../../protocol/contact-channels/schemas';
import { codeBody } from '../../../protocol/code-schemas';
import { ANY_ACCESS, requireUserOfSchema } from '../auth/access';
import type { RequestAuth } from '../auth/request-auth';
import { resolveUserId } from '../auth/user-id-or-me';
import { VerificationCodes } from '../codes/verification-codes';
import type { AppEnv } from '../http/app-env';
import { requestLocale } from '../http/request-locale';
import { clientAddress } from '../http/client-address';
import { endpoint } from '../http/endpoint';
import { mount } from '../http/mount';
import { StatusError } from '../http/status-error';
import { RateLimits } from '../limits/rate-limits';
import type { ContactChannelTable } from '../db/schema';
import type { ServerDeps } from '../../server-deps';
import { normalizeEmail } from '../users/email-channels';
import { loadUser, type UserRecord } from '../users/user-record';
import { toContactChannelJson } from './channel-json';
import { createChannel, deleteChannel, findChannel, hasOtherWayIn, listChannels, updateChannel } from './channels';
import { verifyEmailCode } from './verify-email';
import { sendVerificationMail } from './verification-mail';

const CLIENT_OR_SERVER = { client: contactChannelCreateBody, server: serverContactChannelCreateBody, admin: serverContactChannelCreateBody };
const UPDATE_BODIES = { client: contactChannelUpdateBody, server: serverContactChannelUpdateBody, admin: serverContactChannelUpdateBody };

/**
 * Contact channels (docs/product.md §7 "Users and contacts"; docs/wire.md §3, §4): a client manages its own user's addresses
 * (`me`), a server any user's; verification mails and their codes. Every change records `user.updated`.
 */
export function contactChannelRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;
  const limits = new RateLimits(db, deps.rateLimitScale);

  /** The user a request names: a client only itself (docs/security.md "Access control"), a server any user. */
  async function targetUser(auth: RequestAuth, userIdOrMe: string): Promise<UserRecord> {
    const userId = resolveUserId(auth, userIdOrMe);
    if (auth.accessType === 'client' && userId !== auth.user?.id) {
      throw new StatusError(403, 'A client can only act on the contact channels of its own user.');
    }
    const user = userId === auth.user?.id ? auth.user : await loadUser(db, auth.project.id, userId);
    if (!user) throw new KnownError('USER_NOT_FOUND');
    return user;
  }

  /** The channel a `{user_id}/{id}` path names, of a user the request may act on (see `targetUser`). */
  async function targetChannel(
    auth: RequestAuth,
    params: { user_id: string; id: string },
    missing: 'read' | 'change' = 'read',
  ): Promise<{ user: UserRecord; channel: ContactChannelTable }> {
    const user = await targetUser(auth, params.user_id);
    return { user, channel: await findChannel(db, auth.project.id, user.id, params.id, missing) };
  }

  /** Mails `user` a code that verifies `channel`, for a request from `c` that asked for `callbackUrl`. */
  async function mailVerificationCode(c: Context<AppEnv>, auth: RequestAuth, user: UserRecord, channel: ContactChannelTable, callbackUrl: string): Promise<void> {
    await sendVerificationMail(deps, limits, auth.project, channel, { callbackUrl, address: clientAddress(c), displayName: user.display_name, locale: requestLocale(c) });
  }

  /** A user may not lock themselves out; a server may (it can always make a session). */
  async function keepAWayIn(auth: RequestAuth, channel: ContactChannelTable): Promise<void> {
    if (auth.accessType !== 'client' || (await hasOtherWayIn(db, auth.project.id, channel))) return;
    throw new StatusError(400, 'This e-mail address is the only way to sign in to this account. Add another way to sign in first.');
  }

  mount(
    api,
    routes.listContactChannels,
    endpoint({
      access: ANY_ACCESS,
      query: contactChannelListQuery,
      handler: async ({ auth, query, c }) => {
        const user = await targetUser(auth, query.user_id);
        const items = (await listChannels(db, auth.project.id, user.id)).map(toContactChannelJson);
        return c.json({ items, is_paginated: false as const });
      },
    }),
  );

  mount(
    api,
    routes.createContactChannel,
    endpoint({
      access: ANY_ACCESS,
      body: CLIENT_OR_SERVER,
      handler: async ({ auth, body, c }) => {
        const user = await targetUser(auth, body.user_id);
        const verified = serverVerified(body);
        const row = await createChannel(db, auth.project.id, user.id, { ...body, is_verified: verified });
        return c.json(toContactChannelJson(row), 201);
      },
    }),
  );

  mount(
    api,
    routes.getContactChannel,
    endpoint({
      access: ANY_ACCESS,
      params: contactChannelParams,
      handler: async ({ auth, params, c }) => {
        return c.json(toContactChannelJson((await targetChannel(auth, params)).channel));
      },
    }),
  );

  mount(
    api,
    routes.updateContactChannel,
    endpoint({
      access: ANY_ACCESS,
      params: contactChannelParams,
      body: UPDATE_BODIES,
      handler: async ({ auth, params, body, c }) => {
        const { channel } = await targetChannel(auth, params, 'change');
        if (body.used_for_auth === false) await keepAWayIn(auth, channel);
        const verified = serverVerified(body);
        return c.json(toContactChannelJson(await updateChannel(db, auth.project.id, channel, { ...body, is_verified: verified })));
      },
    }),
  );

  mount(
    api,
    routes.deleteContactChannel,
    endpoint({
      access: ANY_ACCESS,
      params: contactChannelParams,
      handler: async ({ auth, params, c }) => {
        const { channel } = await targetChannel(auth, params, 'change');
        await keepAWayIn(auth, channel);
        await deleteChannel(db, auth.project.id, channel);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    routes.sendChannelVerificationCode,
    endpoint({
      access: ANY_ACCESS,
      params: contactChannelParams,
      body: channelSendCodeBody,
      handler: async ({ auth, params, body, c }) => {
        const { user, channel } = await targetChannel(auth, params);
        await mailVerificationCode(c, auth, user, channel, body.callback_url);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    routes.sendVerificationCode,
    endpoint({
      access: ANY_ACCESS,
      body: legacySendCodeBody,
      handler: async ({ auth, body, c }) => {
        const user = requireUserOfSchema(auth, c.req);
        const channel = (await listChannels(db, auth.project.id, user.id)).find((ch) => ch.value_normalized === normalizeEmail(body.email));
        if (!channel) throw new KnownError('EMAIL_IS_NOT_PRIMARY_EMAIL', { email: body.email, primary_email: user.primary_email });
        await mailVerificationCode(c, auth, user, channel, body.callback_url);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    routes.verifyEmail,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => {
        await verifyEmailCode(db, auth.project.id, body.code);
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    routes.checkVerificationCode,
    endpoint({
      access: ANY_ACCESS,
      body: codeBody,
      handler: async ({ auth, body, c }) => {
        await new VerificationCodes(db).check(auth.project.id, 'contact-channel-verification', body.code);
        return c.json({ is_code_valid: true as const });
      },
    }),
  );
  return api;
}

/** `is_verified` exists only in the server's bodies; a client's body never sets it. */
function serverVerified(body: { is_verified?: boolean | undefined } | object): boolean | undefined {
  return 'is_verified' in body ? body.is_verified : undefined;
}
