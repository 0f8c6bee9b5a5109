import { errors, jwtVerify, SignJWT } from 'jose';
import type { DevIdentityClaims } from './identities';
import type { DevIdpKey } from './signing-key';

/** Access and ID tokens live an hour, as Google's do. */
export const DEV_IDP_TOKEN_LIFETIME_S = 3600;
/** RFC 9068 §2.1: the `typ` of a JWT access token, which keeps an ID token from being used as one. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

/**
 * An ID token (OpenID Connect Core §2): `aud` is the client (the provider id), `nonce` repeats the authorization
 * request's when it had one (§3.1.3.6; a refreshed ID token carries none, §12.2).
 */
export async function signIdToken(key: DevIdpKey, input: { issuer: string; clientId: string; claims: DevIdentityClaims; nonce: string | null }): Promise<string> {
  const jwt = new SignJWT({ ...input.claims, ...(input.nonce === null ? {} : { nonce: input.nonce }) })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.clientId)
    .setSubject(input.claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${DEV_IDP_TOKEN_LIFETIME_S}s`);
  return jwt.sign(key.privateKey);
}

/** An access token for the userinfo endpoint (RFC 9068): a JWT of this provider, for this provider. */
export async function signAccessToken(key: DevIdpKey, input: { issuer: string; clientId: string; identityId: string; scope: string }): Promise<string> {
  return new SignJWT({ client_id: input.clientId, scope: input.scope })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: ACCESS_TOKEN_TYPE })
    .setIssuer(input.issuer)
    .setAudience(input.issuer)
    .setSubject(input.identityId)
    .setIssuedAt()
    .setExpirationTime(`${DEV_IDP_TOKEN_LIFETIME_S}s`)
    .sign(key.privateKey);
}

/** The identity an access token was issued for, or undefined when it is not a live access token of this provider. */
export async function verifyAccessToken(key: DevIdpKey, issuer: string, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ['ES256'], issuer, audience: issuer, typ: ACCESS_TOKEN_TYPE });
    return payload.sub;
  } catch (error) {
    // A bad signature, another type of token, an expired one: all are `invalid_token` to the caller (RFC 6750 §3.1).
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
