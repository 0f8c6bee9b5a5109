import type { ProviderProfile } from '../upstream/upstream';
import { accountIdClaim, stringClaim, trueClaim, type Claims } from './provider-definition';

/**
 * The profile from OpenID Connect's standard claims (OIDC Core §5.1): sub, email, email_verified, name, picture.
 * Used by OpenID providers, the development identity provider and operator-configured issuers.
 *
 * @example
 * ```ts
 * standardClaimsProfile({ sub: '1', email: 'a@example.com', email_verified: true }); // { accountId: '1', emailVerified: true, … }
 * ```
 */
export function standardClaimsProfile(claims: Claims): ProviderProfile {
  const email = stringClaim(claims, 'email');
  return {
    accountId: accountIdClaim(claims, 'sub'),
    email,
    emailVerified: email !== null && trueClaim(claims, 'email_verified'),
    displayName: stringClaim(claims, 'name') ?? stringClaim(claims, 'preferred_username'),
    profileImageUrl: stringClaim(claims, 'picture'),
  };
}
