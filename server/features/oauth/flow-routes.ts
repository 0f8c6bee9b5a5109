import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
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
import { finishCallback, type CallbackAnswer } from './finish-callback';
import { StatusError } from '../../kernel/http/status-error';
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
        // As Stack sets it: Expires and Max-Age, no SameSite (docs/wire.md §4 "OAuth" 1). A browser that treats an
        // unmarked cookie as Lax still sends it on the provider's top-level redirect back to the callback.
        setCookie(c, `${INNER_COOKIE_PREFIX}${started.innerState}`, 'true', {
          httpOnly: true,
          secure,
          path: '/',
          maxAge: INNER_COOKIE_MAX_AGE_S,
          expires: new Date(Date.now() + INNER_COOKIE_MAX_AGE_S * 1000),
        });
        return rawAnswer(c.redirect(started.location, 307));
      },
    }),
  );

  async function callback(c: Context<AppEnv>, providerId: string, fields: Record<string, unknown>): Promise<RawAnswer> {
    const callbackUrl = new URL(callbackUrlOf(deps.baseUrl, providerId));
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
    const state = typeof fields.state === 'string' ? fields.state : undefined;
    let cleared: string | null = null;
    let answer: CallbackAnswer;
    try {
      answer = await finishCallback(deps, {
        providerId,
        state,
        error: typeof fields.error === 'string' ? fields.error : undefined,
        callbackUrl,
        hasInnerCookie: (inner) => getCookie(c, `${INNER_COOKIE_PREFIX}${inner}`) === 'true',
        clearInnerCookie: (inner) => {
          cleared = `${INNER_COOKIE_PREFIX}${inner}=; Max-Age=0; Path=/${secure ? '; Secure' : ''}`;
          c.header('set-cookie', cleared, { append: true });
        },
      });
    } catch (error) {
      // A plain-text refusal after the outer state was found deletes the inner cookie too, as Stack's does.
      if (error instanceof StatusError && cleared !== null) throw new StatusError(error.status, error.message, { ...error.headers, 'set-cookie': cleared });
      throw error;
    }
    // Stack sends an error page with 307; a form_post callback keeps 303, so the browser does not post the
    // provider's form to the site (docs/wire.md §4 "OAuth" 2).
    const status = answer.failed && c.req.method === 'GET' ? 307 : 303;
    return rawAnswer(c.redirect(answer.location, status));
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
