import { Hono } from 'hono';
import { HEADER } from '../../../protocol/headers';
import type { CrossDomainRedirectJson } from '../../../protocol/oauth/json';
import * as routes from '../../../protocol/oauth/routes';
import { crossDomainAuthorizeBody } from '../../../protocol/oauth/schemas';
import { ANY_ACCESS } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { readWireHeader } from '../../kernel/http/read-wire-header';
import type { ServerDeps } from '../../server-deps';
import { crossDomainRedirect } from './cross-domain';

/** `POST /auth/oauth/cross-domain/authorize`: a signed-in caller's session handed to another trusted domain. */
export function crossDomainRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.oauthCrossDomainAuthorize,
    endpoint({
      access: ANY_ACCESS,
      body: crossDomainAuthorizeBody,
      handler: async ({ auth, body, c }) => {
        const redirectUrl = await crossDomainRedirect(deps, auth, readWireHeader(c, HEADER.refreshToken), body);
        return c.json<CrossDomainRedirectJson>({ redirect_url: redirectUrl });
      },
    }),
  );
  return api;
}
