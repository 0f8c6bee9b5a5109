import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { OAuthLocationJson } from '../../../protocol/oauth/json';
import { KnownError } from '../../../protocol/known-error';
import { OAUTH_PROVIDER_IDS } from '../../../protocol/project-config';
import * as routes from '../../../protocol/oauth/routes';
import { oauthAuthorizeQuery, oauthCallbackFields, oauthProviderIdParam } from '../../../protocol/oauth/schemas';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { rawAnswer, type RawAnswer } from '../../kernel/http/answer';
import type { ServerDeps } from '../../server-deps';
import { callbackUrlOf } from '../../kernel/oauth-addresses/callback-url';
import { finishCallback } from './finish-callback';
import { startAuthorization } from './start-authorization';

/** The redirect-mode cookie tying the callback to the browser that started (docs/wire.md §4 "OAuth" 1). */
const INNER_COOKIE_PREFIX = 'stack-oauth-inner-';
const INNER_COOKIE_MAX_AGE_S = 10 * 60;

/**
 * The browser's part of OAuth sign-in: authorize (json mode answers `{location}`, redirect mode a 307 and the inner
 * cookie) and the providers' callback (GET, or POST for `form_post` providers), which answers 303.
 */
export function oauthFlowRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const secure = deps.baseUrl.startsWith('https:');

  mount(
    api,
    routes.oauthAuthorize,
    endpoint({
      access: 'none',
      params: oauthProviderIdParam,
      query: oauthAuthorizeQuery,
      handler: async ({ params, query, c }) => {
        if (!(OAUTH_PROVIDER_IDS as readonly string[]).includes(params.provider_id)) throw new KnownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
        const started = await startAuthorization(deps, params.provider_id, query);
        if (query.stack_response_mode === 'json') return c.json<OAuthLocationJson>({ location: started.location });
        // Back to the site's error page, as the callback sends its errors (303: the browser follows with a GET).
        if (started.innerState === null) return rawAnswer(c.redirect(started.location, 303));
        setCookie(c, `${INNER_COOKIE_PREFIX}${started.innerState}`, 'true', {
          httpOnly: true,
          secure,
          sameSite: 'Lax',
          path: '/',
          maxAge: INNER_COOKIE_MAX_AGE_S,
        });
        return rawAnswer(c.redirect(started.location, 307));
      },
    }),
  );

  async function callback(c: Context<AppEnv>, providerId: string, fields: Record<string, unknown>): Promise<RawAnswer> {
    const callbackUrl = new URL(callbackUrlOf(deps.baseUrl, providerId));
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
    const state = typeof fields.state === 'string' ? fields.state : undefined;
    const location = await finishCallback(deps, {
      providerId,
      state,
      error: typeof fields.error === 'string' ? fields.error : undefined,
      callbackUrl,
      hasInnerCookie: (inner) => getCookie(c, `${INNER_COOKIE_PREFIX}${inner}`) !== undefined,
    });
    if (state !== undefined && getCookie(c, `${INNER_COOKIE_PREFIX}${state}`) !== undefined) {
      deleteCookie(c, `${INNER_COOKIE_PREFIX}${state}`, { path: '/', secure });
    }
    return rawAnswer(c.redirect(location, 303));
  }

  mount(
    api,
    routes.oauthCallback,
    endpoint({
      access: 'none',
      params: oauthProviderIdParam,
      query: oauthCallbackFields,
      handler: ({ params, query, c }) => callback(c, params.provider_id, query),
    }),
  );
  mount(
    api,
    routes.oauthCallbackPost,
    endpoint({
      access: 'none',
      params: oauthProviderIdParam,
      query: oauthCallbackFields,
      body: oauthCallbackFields.optional(),
      handler: ({ params, query, body, c }) => callback(c, params.provider_id, { ...query, ...(body ?? {}) }),
    }),
  );
  return api;
}
