import { decodeJwt, decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_LIFETIME_S } from '../../../protocol/constants';
import { KnownError } from '../../../protocol/known-error';
import { accessTokenAudienceValue, accessTokenIssuer, type AccessTokenAudience, type AccessTokenClaims } from '../../../protocol/tokens';
import type { SigningKeyStore } from './signing-keys';
import { VerifiedTokens } from './verified-tokens';
import { restrictedReason, type RestrictedReason, type UserRecord } from '../users/user-record';

export type DecodedAccessToken = {
  projectId: string;
  userId: string;
  sessionId: string;
  audience: AccessTokenAudience;
  restrictedReason: RestrictedReason | null;
  expiresAtMillis: number;
};

/** Signs an ES256 access token for a session with the claims of docs/wire.md §5. */
export async function issueAccessToken(keys: SigningKeyStore, baseUrl: string, user: UserRecord, sessionId: string): Promise<string> {
  const reason = restrictedReason(user);
  const audience: AccessTokenAudience = user.is_anonymous ? 'anon' : reason ? 'restricted' : 'normal';
  // Each audience has its own key, so a verifier of normal tokens cannot be handed an anonymous one (docs/wire.md §5).
  const key = await keys.current(user.project_id, audience);
  const claims: Omit<AccessTokenClaims, 'sub' | 'iat' | 'exp' | 'iss' | 'aud'> = {
    project_id: user.project_id,
    branch_id: 'main',
    refresh_token_id: sessionId,
    role: 'authenticated',
    name: user.display_name,
    email: user.primary_email,
    email_verified: user.primary_email_verified,
    selected_team_id: user.selected_team_id,
    signed_up_at: Math.floor(user.signed_up_at / 1000),
    is_anonymous: user.is_anonymous,
    is_restricted: reason !== null,
    restricted_reason: reason,
    requires_totp_mfa: user.totp_secret !== null,
  };
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_LIFETIME_S)
    .setIssuer(accessTokenIssuer(baseUrl, user.project_id, audience))
    .setAudience(accessTokenAudienceValue(user.project_id, audience))
    .sign(key.privateKey);
}

/**
 * Verifies an access token: ES256 only, a key from our own store by `kid` (never from token headers), issuer
 * and audience of the project the token names, `exp` and `nbf`. Throws the known error the client should see:
 * `ACCESS_TOKEN_EXPIRED` for an expired token, `UNPARSABLE_ACCESS_TOKEN` for anything else that fails.
 * The caller compares the token's project with the request's.
 */
export async function decodeAccessToken(keys: SigningKeyStore, baseUrl: string, token: string): Promise<DecodedAccessToken> {
  const verified = verifiedTokensOf(keys, baseUrl);
  const hit = verified.get(token);
  if (hit) {
    if (await keys.find(hit.kid, hit.decoded.projectId, hit.decoded.audience)) return hit.decoded;
    verified.delete(token);
  }
  const decoded = await verifyAccessToken(keys, baseUrl, token);
  verified.add(token, decoded.kid, decoded.token);
  return decoded.token;
}

/** Per key store and issuer base: what one store verified for one base URL says nothing about another's. */
const verifiedByStore = new WeakMap<SigningKeyStore, Map<string, VerifiedTokens>>();

function verifiedTokensOf(keys: SigningKeyStore, baseUrl: string): VerifiedTokens {
  let byBase = verifiedByStore.get(keys);
  if (!byBase) {
    byBase = new Map();
    verifiedByStore.set(keys, byBase);
  }
  let verified = byBase.get(baseUrl);
  if (!verified) {
    verified = new VerifiedTokens();
    byBase.set(baseUrl, verified);
  }
  return verified;
}

async function verifyAccessToken(keys: SigningKeyStore, baseUrl: string, token: string): Promise<{ kid: string; token: DecodedAccessToken }> {
  const unverified = readUnverified(token);
  const key = await keys.find(unverified.kid, unverified.projectId, unverified.audience);
  if (!key) throw new KnownError('UNPARSABLE_ACCESS_TOKEN');
  const audience = unverified.audience;
  try {
    const { payload } = await jwtVerify<AccessTokenClaims>(token, key.publicKey, {
      algorithms: ['ES256'],
      issuer: accessTokenIssuer(baseUrl, unverified.projectId, audience),
      audience: accessTokenAudienceValue(unverified.projectId, audience),
      requiredClaims: ['sub', 'exp', 'iat', 'refresh_token_id'],
    });
    if (typeof payload.refresh_token_id !== 'string') throw new KnownError('UNPARSABLE_ACCESS_TOKEN');
    return {
      kid: unverified.kid,
      token: {
        projectId: unverified.projectId,
        userId: payload.sub,
        sessionId: payload.refresh_token_id,
        audience,
        restrictedReason: payload.restricted_reason ?? null,
        expiresAtMillis: (payload.exp ?? 0) * 1000,
      },
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      const claims = error.payload as Partial<AccessTokenClaims>;
      throw new KnownError('ACCESS_TOKEN_EXPIRED', {
        expired_at_millis: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
        project_id: claims.project_id ?? null,
        user_id: claims.sub ?? null,
        refresh_token_id: claims.refresh_token_id ?? null,
      });
    }
    if (error instanceof KnownError) throw error;
    throw new KnownError('UNPARSABLE_ACCESS_TOKEN');
  }
}

/** Reads the fields needed to pick a key and the expected issuer; anything malformed is unparsable. */
function readUnverified(token: string): { kid: string; projectId: string; audience: AccessTokenAudience } {
  try {
    const header = decodeProtectedHeader(token);
    const payload = decodeJwt(token);
    const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if (header.alg !== 'ES256' || typeof header.kid !== 'string' || typeof aud !== 'string') throw new Error('bad token');
    const [projectId = '', suffix] = aud.split(':');
    const audience: AccessTokenAudience = suffix === 'anon' ? 'anon' : suffix === 'restricted' ? 'restricted' : 'normal';
    if (suffix !== undefined && audience === 'normal') throw new Error('bad audience');
    return { kid: header.kid, projectId, audience };
  } catch {
    throw new KnownError('UNPARSABLE_ACCESS_TOKEN');
  }
}
