import { KnownError } from '../../../../protocol/known-error';
import { devIdpIssuer } from '../../../kernel/oauth-addresses/dev-identity-provider-issuer';
import type { ServerDeps } from '../../../server-deps';
import { devIdentityProviderOn } from '../../../kernel/oauth-addresses/dev-identity-provider-switch';
import type { Project } from '../../../kernel/projects/projects';
import { openOAuthClientSecret } from '../../../kernel/projects/oauth-client-secrets';
import { NO_OAUTH_OVERRIDES } from '../operator-config';
import { providerDefinition } from '../providers';
import type { ProviderDefinition, ProviderSettings } from '../providers/provider-definition';
import { standardClaimsProfile } from '../providers/standard-claims';
import { providerUpstream } from './provider-upstream';
import type { Upstream } from './upstream';

/**
 * The upstream a project signs in with for `providerId`: its own client id and secret (`standard`), or the
 * development identity provider as a public client named after the provider (`shared`). Operator overrides
 * (`deps.oauth`) may point a provider at another OpenID issuer, GitHub Enterprise or a self-managed GitLab.
 * Throws `OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED` for a provider the project has not enabled, and
 * `SHARED_OAUTH_KEYS_NOT_AVAILABLE` for shared keys on a server whose development identity provider is off.
 *
 * @example
 * ```ts
 * const upstream = await resolveUpstream(deps, project, 'google');
 * const url = await upstream.authorizationUrl({ redirectUri, state, codeChallenge, nonce, scopes: [] });
 * ```
 */
export async function resolveUpstream(deps: ServerDeps, project: Project, providerId: string): Promise<Upstream> {
  const config = project.config.oauth_providers.find((p) => p.id === providerId);
  const definition = providerDefinition(providerId);
  if (!config || !definition) throw new KnownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  const operator = deps.oauth ?? NO_OAUTH_OVERRIDES;
  const settings: ProviderSettings = {
    microsoftTenantId: config.microsoft_tenant_id || 'common',
    facebookConfigId: config.facebook_config_id || null,
    githubBaseUrl: operator.githubBaseUrl,
    gitlabBaseUrl: operator.gitlabBaseUrl,
  };
  if (config.type === 'shared') {
    if (!devIdentityProviderOn(deps)) throw new KnownError('SHARED_OAUTH_KEYS_NOT_AVAILABLE');
    const issuer = devIdpIssuer(deps.baseUrl);
    return providerUpstream({
      providerId,
      type: 'shared',
      definition: standardOpenIdProvider(definition, issuer),
      settings,
      clientId: providerId,
      clientSecret: null,
      // The server is its own identity provider here: asked in-process when it can be, so a server behind a proxy
      // need not reach its own public URL.
      fetch: deps.selfFetch && isSameOrigin(issuer, deps.baseUrl) ? deps.selfFetch : undefined,
    });
  }
  // A standard provider without its keys cannot be used for sign-in: to the client it is not enabled.
  if (!config.client_id || !config.client_secret) throw new KnownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  const issuer = operator.issuers[definition.id];
  return providerUpstream({
    providerId,
    type: 'standard',
    definition: issuer ? withIssuer(definition, issuer) : definition,
    settings,
    clientId: config.client_id,
    clientSecret: openOAuthClientSecret(deps.secrets, config.client_secret),
  });
}

/** An operator's issuer for a provider: an OpenID provider keeps its scopes and claims, others get the standard ones. */
function withIssuer(definition: ProviderDefinition, issuer: string): ProviderDefinition {
  if (definition.kind === 'oidc') return { ...definition, issuer: () => issuer };
  return standardOpenIdProvider(definition, issuer);
}

/** Any provider as a plain OpenID provider at `issuer`: standard scopes and claims, PKCE, nothing provider-specific. */
function standardOpenIdProvider(definition: ProviderDefinition, issuer: string): ProviderDefinition {
  return {
    kind: 'oidc',
    id: definition.id,
    displayName: definition.displayName,
    issuer: () => issuer,
    defaultScopes: ['openid', 'email', 'profile'],
    pkce: true,
    clientAuth: 'client_secret_post',
    profile: async (claims) => standardClaimsProfile(claims),
  };
}

function isSameOrigin(a: string, b: string): boolean {
  return new URL(a).origin === new URL(b).origin;
}
