import { Hono } from 'hono';
import type { AppEnv } from '../../kernel/http/app-env';
import type { ServerDeps } from '../../server-deps';
import { appleNativeRoutes } from './apple-native-routes';
import { connectedAccountRoutes } from './connected-account-routes';
import { crossDomainRoutes } from './cross-domain-routes';
import { oauthFlowRoutes } from './flow-routes';
import { oauthProviderRoutes } from './oauth-provider-routes';

/**
 * OAuth (docs/wire.md §4 "OAuth"): Latch as authorization server to its SDK (authorize, the providers' callback; the
 * token endpoint's authorization_code grant lives with the sessions' token route), a user's provider accounts
 * (`/oauth-providers`) and their tokens handed out as connected accounts, the cross-domain hand-off of a session, and native Sign in with Apple.
 */
export function oauthRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route('/', oauthFlowRoutes(deps));
  api.route('/', appleNativeRoutes(deps));
  api.route('/', crossDomainRoutes(deps));
  api.route('/', connectedAccountRoutes(deps));
  api.route('/', oauthProviderRoutes(deps));
  return api;
}
