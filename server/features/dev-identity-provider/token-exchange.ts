import { createHash } from 'node:crypto';
import { OAUTH_PROVIDER_IDS } from '../../../protocol/project-config';
import type { DevIdpTokenBody } from '../../../protocol/dev-identity-provider/schemas';
import type { Db } from '../../kernel/db/open-database';
import { consumeCode, findRefreshToken, issueRefreshToken, type DevIdpGrant } from './grants';
import { findDevIdentity, identityClaims } from './identities';
import type { DevIdpKey } from './signing-key';
import { DEV_IDP_TOKEN_LIFETIME_S, signAccessToken, signIdToken } from './tokens';

/** A successful token response (RFC 6749 §5.1, OpenID Connect Core §3.1.3.3). */
export type DevIdpTokenJson = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  id_token?: string;
  scope: string;
};

/** An error response (RFC 6749 §5.2): 401 for `invalid_client`, else 400. */
export type DevIdpTokenError = {
  status: 400 | 401;
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';
  description: string;
};

export type TokenContext = { db: Db; key: DevIdpKey; issuer: string };

const problem = (error: DevIdpTokenError['error'], description: string): DevIdpTokenError => ({
  status: error === 'invalid_client' ? 401 : 400,
  error,
  description,
});

/** `POST /token`: the authorization code grant with PKCE, and the refresh token grant. Clients are public (RFC 6749 §2.1). */
export async function exchangeToken(ctx: TokenContext, body: DevIdpTokenBody): Promise<DevIdpTokenJson | DevIdpTokenError> {
  if (!body.grant_type) return problem('invalid_request', 'Missing parameter: grant_type');
  if (body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') {
    return problem('unsupported_grant_type', 'Only authorization_code and refresh_token are supported.');
  }
  // A public client identifies itself with client_id in the body (RFC 6749 §3.2.1); there is no secret to check.
  if (!body.client_id) return problem('invalid_request', 'Missing parameter: client_id');
  if (!(OAUTH_PROVIDER_IDS as readonly string[]).includes(body.client_id)) return problem('invalid_client', 'Unknown client_id.');
  return body.grant_type === 'authorization_code' ? codeGrant(ctx, body, body.client_id) : refreshGrant(ctx, body, body.client_id);
}

async function codeGrant(ctx: TokenContext, body: DevIdpTokenBody, clientId: string): Promise<DevIdpTokenJson | DevIdpTokenError> {
  if (!body.code) return problem('invalid_request', 'Missing parameter: code');
  if (!body.redirect_uri) return problem('invalid_request', 'Missing parameter: redirect_uri');
  if (!body.code_verifier) return problem('invalid_request', 'Missing parameter: code_verifier (PKCE is required)');
  // The code is used up before the checks below: a failed exchange cannot be retried with other guesses.
  const grant = await consumeCode(ctx.db, body.code);
  if (!grant) return problem('invalid_grant', 'The authorization code is unknown, expired or already used.');
  if (grant.client_id !== clientId) return problem('invalid_grant', 'The authorization code was issued to another client.');
  // RFC 6749 §4.1.3: redirect_uri must be identical to the authorization request's.
  if (grant.redirect_uri !== body.redirect_uri) return problem('invalid_grant', 'redirect_uri differs from the authorization request.');
  // RFC 7636 §4.6: BASE64URL(SHA256(code_verifier)) must equal the code_challenge.
  if (s256(body.code_verifier) !== grant.code_challenge) return problem('invalid_grant', 'The PKCE code_verifier does not match the code_challenge.');
  const refreshToken = await issueRefreshToken(ctx.db, grant);
  return tokensFor(ctx, grant, refreshToken, grant.nonce);
}

async function refreshGrant(ctx: TokenContext, body: DevIdpTokenBody, clientId: string): Promise<DevIdpTokenJson | DevIdpTokenError> {
  if (!body.refresh_token) return problem('invalid_request', 'Missing parameter: refresh_token');
  const grant = await findRefreshToken(ctx.db, body.refresh_token);
  // RFC 6749 §6: the refresh token must have been issued to the client that presents it.
  if (!grant || grant.client_id !== clientId) return problem('invalid_grant', 'The refresh token is unknown or expired.');
  return tokensFor(ctx, grant, body.refresh_token, null);
}

async function tokensFor(ctx: TokenContext, grant: DevIdpGrant, refreshToken: string, nonce: string | null): Promise<DevIdpTokenJson | DevIdpTokenError> {
  const identity = await findDevIdentity(ctx.db, grant.identity_id);
  if (!identity) return problem('invalid_grant', 'The identity no longer exists.');
  const base = { issuer: ctx.issuer, clientId: grant.client_id };
  const accessToken = await signAccessToken(ctx.key, { ...base, identityId: identity.id, scope: grant.scope });
  const openid = grant.scope.split(' ').includes('openid');
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: DEV_IDP_TOKEN_LIFETIME_S,
    refresh_token: refreshToken,
    ...(openid ? { id_token: await signIdToken(ctx.key, { ...base, claims: identityClaims(identity), nonce }) } : {}),
    scope: grant.scope,
  };
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
