import type { DomainConfig, OAuthProviderConfig } from './project-config';

/**
 * The settings the production-mode checks read: a project config, or the form a dashboard is editing.
 *
 * @example
 * ```ts
 * const settings: ProductionCheckSettings = { allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] };
 * ```
 */
export type ProductionCheckSettings = {
  allow_localhost: boolean;
  domains: readonly Pick<DomainConfig, 'domain'>[];
  /** The project's OAuth providers, for the shared-keys warning; none when absent. */
  oauth_providers?: readonly Pick<OAuthProviderConfig, 'id' | 'type'>[];
};

/**
 * What stands between a project and production mode (spec §5), as the messages the spec gives. Pure, so the server's
 * refusal and the dashboard's list of problems come from the same code and cannot disagree.
 *
 * @example
 * ```ts
 * productionModeProblems({ allow_localhost: false, domains: [{ domain: 'http://shop.example.com' }] });
 * // ['Trusted domains should be HTTPS: http://shop.example.com']
 * ```
 */
export function productionModeProblems(settings: ProductionCheckSettings): string[] {
  const problems: string[] = [];
  if (settings.allow_localhost) {
    problems.push("Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings");
  }
  for (const { domain } of settings.domains) {
    const problem = domainProblem(domain);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * What is unwise but allowed in production mode: OAuth providers on shared keys (the development identity provider).
 * Spec §5 lists the checks that refuse production mode and shared keys are not among them, so these only warn;
 * pure like `productionModeProblems`, for the server and the dashboard alike.
 *
 * @example
 * ```ts
 * productionModeWarnings({ allow_localhost: false, domains: [], oauth_providers: [{ id: 'google', type: 'shared' }] });
 * // ['OAuth provider google uses shared OAuth keys, which are for development only: set up your own client id and secret']
 * ```
 */
export function productionModeWarnings(settings: ProductionCheckSettings): string[] {
  return (settings.oauth_providers ?? [])
    .filter((provider) => provider.type === 'shared')
    .map((provider) => `OAuth provider ${provider.id} uses shared OAuth keys, which are for development only: set up your own client id and secret`);
}

/** The first check a trusted domain fails, or null. Wildcards (`https://*.example.com`) are checked as a host name. */
function domainProblem(domain: string): string | null {
  let url: URL;
  try {
    url = new URL(domain.replace(/\*+/g, 'wildcard'));
  } catch {
    return `Trusted domain ${domain} is not a valid URL`;
  }
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) {
    return `Localhost domains cannot be trusted in production mode: ${domain}`;
  }
  // The URL parser normalises every IPv4 spelling (2130706433, 0x7f.1) to dotted decimal; IPv6 keeps its brackets.
  if (/^\d+\.\d+\.\d+\.\d+$/.test(url.hostname) || url.hostname.startsWith('[')) {
    return `Direct IPs are not valid trusted domains in production mode: ${domain}`;
  }
  if (url.protocol !== 'https:') return `Trusted domains should be HTTPS: ${domain}`;
  return null;
}
