import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { fail } from '../../../protocol/fail';
import { KnownError } from '../../../protocol/known-error';
import type { AppleNativeSignInJson } from '../../../protocol/oauth/json';
import type { Project } from '../../kernel/projects/projects';
import { passSignInGate, type SignInClient } from '../../kernel/sign-in/sign-in-gate';
import type { ServerDeps } from '../../server-deps';
import { gateEntry } from './oauth-code-grant';
import { NO_OAUTH_OVERRIDES } from './operator-config';
import { apple } from './providers/apple';
import type { ProviderSettings } from './providers/provider-definition';
import { resolveOAuthAccount } from './resolve-account';
import { authorizationServer, isLoopbackUrl } from './upstream/authorization-servers';
import type { ProviderProfile } from './upstream/upstream';

const APPLE_ISSUER = 'https://appleid.apple.com';
const appleOidc = apple.kind === 'oidc' ? apple : fail('Apple is an OpenID provider');
/** Apple's definition reads no settings. */
const NO_SETTINGS: ProviderSettings = { microsoftTenantId: 'common', facebookConfigId: null, githubBaseUrl: null, gitlabBaseUrl: null };

/** How long fetching Apple's keys may take (discovery has its own bound, server/features/oauth/upstream/authorization-servers.ts). */
const JWKS_TIMEOUT_MS = 5_000;

/** Remote key sets by URL: jose keeps the keys and refetches on an unknown `kid` (at most every 30 s). */
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetAt(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: JWKS_TIMEOUT_MS });
    keySets.set(jwksUri, keys);
  }
  return keys;
}

/**
 * `POST /auth/oauth/callback/apple/native` (docs/wire.md §4 "OAuth" 7): an iOS or macOS app signs in with the identity
 * token of Apple's native Sign in with Apple. The project must have Apple enabled and its app's Bundle IDs listed
 * (`apple_bundle_ids`); the token must be signed by Apple's keys (its issuer's discovery document names them; the
 * operator's `LATCH_OAUTH_APPLE_ISSUER` replaces Apple for tests and private set-ups), issued by that issuer, for one
 * of those Bundle IDs, and unexpired. Then the account is found, joined or created as a provider's callback would,
 * through the sign-in gate.
 */
export async function appleNativeSignIn(deps: ServerDeps, project: Project, idToken: string, context: SignInClient): Promise<AppleNativeSignInJson> {
  const config = project.config.oauth_providers.find((provider) => provider.id === 'apple');
  if (!config) throw new KnownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  const bundleIds = (config.apple_bundle_ids ?? []).filter((id) => id !== '');
  if (bundleIds.length === 0) throw new KnownError('APPLE_BUNDLE_ID_NOT_CONFIGURED');

  const profile = await verifyIdentityToken(deps, idToken, bundleIds);
  const outcome = await resolveOAuthAccount(deps.db, project, { providerId: 'apple', profile, type: 'authenticate', userId: null, emailTrusted: config.type === 'standard' });
  const entry = await gateEntry(deps, project, { provider_id: 'apple', outcome, profile }, null);
  return passSignInGate(deps, project, entry, context);
}

/** The identity token's person, or `INVALID_APPLE_CREDENTIALS` for any token that does not verify (Stack answers the same). */
async function verifyIdentityToken(deps: ServerDeps, idToken: string, bundleIds: string[]): Promise<ProviderProfile> {
  const issuer = (deps.oauth ?? NO_OAUTH_OVERRIDES).issuers.apple ?? APPLE_ISSUER;
  // An unreachable discovery document is the provider being down (OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE).
  const metadata = await authorizationServer({ ...appleOidc, issuer: () => issuer }, NO_SETTINGS, undefined);
  const jwksUri = metadata.jwks_uri;
  // Apple's keys come over TLS; plain http only from a loopback issuer (tests, a local stand-in).
  if (!jwksUri || (new URL(jwksUri).protocol !== 'https:' && !isLoopbackUrl(jwksUri))) throw new KnownError('INVALID_APPLE_CREDENTIALS');
  try {
    const { payload } = await jwtVerify(idToken, keySetAt(jwksUri), { issuer: metadata.issuer, audience: bundleIds, algorithms: ['RS256', 'ES256'] });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no sub');
    return {
      accountId: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      // Apple sends "true" as a string.
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      displayName: null,
      profileImageUrl: null,
    };
  } catch {
    throw new KnownError('INVALID_APPLE_CREDENTIALS');
  }
}
