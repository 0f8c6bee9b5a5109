import { Hono, type Context } from 'hono';
import * as routes from '../../../protocol/sessions/routes';
import { mount } from '../http/mount';
import { rawAnswer, type RawAnswer } from '../http/answer';
import { ACCESS_TOKEN_LIFETIME_S } from '../../../protocol/constants';
import type { OAuthErrorJson, OAuthTokenJson } from '../../../protocol/sessions/json';
import { oauthTokenBody } from '../../../protocol/sessions/schemas';
import type { AppEnv } from '../http/app-env';
import { clientAddress, clientCountry, requestClient } from '../http/client-address';
import { endpoint } from '../http/endpoint';
import type { ServerDeps } from '../../server-deps';
import { featureHook } from '../feature-hooks';
import { authenticateOAuthClient } from './oauth-client';
import { refreshAccessToken } from './refresh-access-token';

/** RFC 6749 §5.1: token responses must not be cached. */
const NO_CACHE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/**
 * The OAuth token endpoint (docs/wire.md §4 "OAuth"), which is how the official client refreshes its access token:
 * `grant_type=refresh_token` with the project as OAuth client, form-encoded and without X-Stack headers. Client
 * credentials may also come as HTTP Basic (RFC 6749 §2.3.1). `grant_type=authorization_code` ends an OAuth sign-in
 * (server/features/oauth/oauth-code-grant.ts).
 */
export function oauthTokenRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.oauthToken,
    endpoint({
      access: 'none',
      body: oauthTokenBody,
      handler: async ({ body, c }) => {
        const basic = basicCredentials(c.req.header('authorization'));
        // Client authentication comes first, as in the reference's OAuth server.
        const project = await authenticateOAuthClient(deps.db, basic?.id ?? body.client_id, basic?.secret ?? body.client_secret);
        if (body.grant_type === undefined) return oauthError(c, 'invalid_request', 'Missing parameter: `grant_type`');
        if (body.grant_type === 'authorization_code') {
          if (!body.code) return oauthError(c, 'invalid_request', 'Missing parameter: `code`');
          const redeemOAuthCode = featureHook('authorizationCodeGrant');
          if (!redeemOAuthCode) return oauthError(c, 'unsupported_grant_type', 'Unsupported grant type.');
          const json = await redeemOAuthCode(deps, project, {
            code: body.code,
            redirectUri: body.redirect_uri,
            codeVerifier: body.code_verifier,
            ...requestClient(c),
          });
          return c.json(json, 200, NO_CACHE);
        }
        if (body.grant_type !== 'refresh_token') return oauthError(c, 'unsupported_grant_type', 'Unsupported grant type.');
        if (!body.refresh_token) return oauthError(c, 'invalid_request', 'Missing parameter: `refresh_token`');
        const refreshed = await refreshAccessToken(deps, project, body.refresh_token, clientAddress(c), c.req.header('user-agent'), clientCountry(c));
        const json: OAuthTokenJson = {
          access_token: refreshed.accessToken,
          token_type: 'Bearer',
          expires_in: ACCESS_TOKEN_LIFETIME_S,
          refresh_token: refreshed.refreshToken,
          scope: 'legacy',
        };
        return c.json(json, 200, NO_CACHE);
      },
    }),
  );
  return api;
}

/** An OAuth error (RFC 6749 §5.2) for what the known-error catalogue has no code for: not the route's answer. */
function oauthError(c: Context<AppEnv>, error: OAuthErrorJson['error'], description: string): RawAnswer {
  const json: OAuthErrorJson = { error, error_description: description };
  return rawAnswer(c.json(json, 400, NO_CACHE));
}

/** `Authorization: Basic` client credentials; each part is form-encoded before base64 (RFC 6749 §2.3.1). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch (error) {
    // Malformed percent-encoding: no usable credentials, so the body's (if any) are used.
    if (error instanceof URIError) return undefined;
    throw error;
  }
}
