import { OAUTH_PROVIDER_IDS } from '../../../protocol/project-config';
import type { OAuthProviderId } from './providers/provider-definition';

/**
 * The operator's overrides of where upstream providers are (README "Configuration"), from the environment.
 *
 * @example
 * ```ts
 * const oauth: OAuthOperatorConfig = { issuers: { google: 'http://127.0.0.1:4010' }, githubBaseUrl: null, gitlabBaseUrl: null };
 * ```
 */
export type OAuthOperatorConfig = {
  /** `LATCH_OAUTH_<PROVIDER>_ISSUER`: an OpenID issuer whose discovery document replaces the provider's own. */
  issuers: Partial<Record<OAuthProviderId, string>>;
  /** `LATCH_OAUTH_GITHUB_BASE_URL`: a GitHub Enterprise Server, e.g. https://github.example.com. */
  githubBaseUrl: string | null;
  /** `LATCH_OAUTH_GITLAB_BASE_URL`: a self-managed GitLab, e.g. https://gitlab.example.com. */
  gitlabBaseUrl: string | null;
};

export const NO_OAUTH_OVERRIDES: OAuthOperatorConfig = { issuers: {}, githubBaseUrl: null, gitlabBaseUrl: null };

/**
 * Reads the overrides; throws with a message naming the variable when a value is not an http(s) URL.
 *
 * @example
 * ```ts
 * oauthOperatorConfigFromEnv({ LATCH_OAUTH_GITHUB_BASE_URL: 'https://github.example.com/' }).githubBaseUrl; // 'https://github.example.com'
 * ```
 */
export function oauthOperatorConfigFromEnv(env: NodeJS.ProcessEnv): OAuthOperatorConfig {
  const issuers: Partial<Record<OAuthProviderId, string>> = {};
  for (const id of OAUTH_PROVIDER_IDS) {
    const name = `LATCH_OAUTH_${id.toUpperCase()}_ISSUER`;
    // Kept exactly as given: an issuer is compared character for character with the discovery document's (RFC 8414 §3.3).
    const issuer = urlFromEnv(env, name) && (env[name] as string);
    if (issuer) issuers[id] = issuer;
  }
  return {
    issuers,
    githubBaseUrl: urlFromEnv(env, 'LATCH_OAUTH_GITHUB_BASE_URL'),
    gitlabBaseUrl: urlFromEnv(env, 'LATCH_OAUTH_GITLAB_BASE_URL'),
  };
}

/** An http(s) URL without trailing slashes, or null when unset or empty. */
function urlFromEnv(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name];
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://idp.example.com, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http or https URL, got ${value}`);
  if (url.search || url.hash) throw new Error(`${name} must not have a query or fragment, got ${value}`);
  return url.href.replace(/\/+$/, '');
}
