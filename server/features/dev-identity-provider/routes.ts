import { Hono, type Context } from 'hono';
import { devIdpTokenBody } from '../../../protocol/dev-identity-provider/schemas';
import type { AppEnv } from '../../kernel/http/app-env';
import type { ServerDeps } from '../../server-deps';
import { registerAuthorizeRoutes } from './authorize-routes';
import { discoveryDocument, jwksDocument } from './discovery';
import { readForm, repeatedParam } from './form-params';
import { findDevIdentity, identityClaims } from './identities';
import { devIdpIssuer } from '../../kernel/oauth-addresses/dev-identity-provider-issuer';
import { lazyDevIdpKey } from './signing-key';
import { DEV_IDP_STYLESHEET } from './stylesheet';
import { exchangeToken } from './token-exchange';
import { verifyAccessToken } from './tokens';

/** RFC 6749 §5.1: token responses are not cached; userinfo likewise carries personal data. */
const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', pragma: 'no-cache' };
/** Metadata and keys change rarely; an hour is what the access-token JWKS allows too. */
const PUBLIC_HOUR = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' };

/**
 * The development identity provider (ARCHITECTURE.md "OAuth"), mounted at `/dev-identity-provider` outside `/api/v1`: a
 * small OpenID Connect provider that stands in for Google, GitHub … when a project uses `shared` OAuth keys, so
 * OAuth sign-in works on a machine with no internet. Identities are test data anyone can pick; it is for development.
 */
export function devIdentityProviderRoutes(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const key = lazyDevIdpKey(deps.db);
  const issuer = devIdpIssuer(deps.baseUrl);

  app.get('/.well-known/openid-configuration', (c) => c.json(discoveryDocument(deps.baseUrl), 200, PUBLIC_HOUR));
  app.get('/jwks', async (c) => c.json(jwksDocument((await key()).publicJwk), 200, PUBLIC_HOUR));
  app.get('/style.css', (c) =>
    c.body(DEV_IDP_STYLESHEET, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' }),
  );
  registerAuthorizeRoutes(app, deps, key);

  app.post('/token', async (c) => {
    const form = await readForm(c);
    const error = (description: string) => c.json({ error: 'invalid_request', error_description: description }, 400, NO_STORE);
    if (!form) return error('Send the token request form-encoded (RFC 6749 §4.1.3).');
    const repeated = repeatedParam(form);
    if (repeated) return error(`The parameter ${repeated} appears more than once.`);
    const parsed = devIdpTokenBody.safeParse(Object.fromEntries(form));
    if (!parsed.success) return error('A parameter is too long.');
    const answer = await exchangeToken({ db: deps.db, key: await key(), issuer }, parsed.data);
    if ('error' in answer) {
      // RFC 6749 §5.2: a client that failed authentication is told how to authenticate.
      const headers = answer.status === 401 ? { ...NO_STORE, 'www-authenticate': 'Basic realm="dev-identity-provider"' } : NO_STORE;
      return c.json({ error: answer.error, error_description: answer.description }, answer.status, headers);
    }
    return c.json(answer, 200, NO_STORE);
  });

  // OpenID Connect Core §5.3.1: the UserInfo endpoint answers GET and POST with the Bearer access token (RFC 6750 §2.1).
  const userinfo = async (c: Context<AppEnv>) => {
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(c.req.header('authorization') ?? '');
    // RFC 6750 §3.1: a request without credentials gets the challenge and no error code.
    if (!match?.[1]) return c.body(null, 401, { 'cache-control': 'no-store', 'www-authenticate': 'Bearer realm="dev-identity-provider"' });
    const identityId = await verifyAccessToken(await key(), issuer, match[1]);
    const identity = identityId ? await findDevIdentity(deps.db, identityId) : undefined;
    if (!identity) {
      return c.json({ error: 'invalid_token' }, 401, { ...NO_STORE, 'www-authenticate': 'Bearer realm="dev-identity-provider", error="invalid_token"' });
    }
    return c.json(identityClaims(identity), 200, NO_STORE);
  };
  app.get('/userinfo', userinfo);
  app.post('/userinfo', userinfo);
  return app;
}
