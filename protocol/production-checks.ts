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
 * Where the control that fixes a check is: the dashboard area of the project (`domains`, `auth`) and the id of the
 * control on it (`allow-localhost`, `trusted-domain-<index>` for the domain's row, `oauth-<provider id>`).
 *
 * @example
 * ```ts
 * const fix: ProductionCheckFix = { area: 'domains', control: 'allow-localhost' };
 * ```
 */
export type ProductionCheckFix = { area: 'domains' | 'auth'; control: string };

/**
 * One failed check: the spec's message and where its fix is.
 *
 * @example
 * ```ts
 * const check: ProductionCheck = { message: 'Trusted domains should be HTTPS: http://shop.example.com', fix: { area: 'domains', control: 'trusted-domain-0' } };
 * ```
 */
export type ProductionCheck = { message: string; fix: ProductionCheckFix };

/**
 * The path of a fix relative to the project (`domains#allow-localhost`): the dashboard opens the area and focuses the
 * control; the server's `relative_fix_url` is `/projects/<id>/` and this.
 *
 * @example
 * ```ts
 * fixPath({ area: 'domains', control: 'allow-localhost' }); // 'domains#allow-localhost'
 * ```
 */
export function fixPath(fix: ProductionCheckFix): string {
  return `${fix.area}#${fix.control}`;
}

/**
 * What stands between a project and production mode (docs/product.md §5), as the messages the spec gives, each with the control
 * that fixes it. Pure, so the server's refusal and the dashboard's list of problems come from the same code and cannot
 * disagree.
 *
 * @example
 * ```ts
 * productionModeChecks({ allow_localhost: true, domains: [] });
 * // [{ message: "Localhost is not allowed in production mode, …", fix: { area: 'domains', control: 'allow-localhost' } }]
 * ```
 */
export function productionModeChecks(settings: ProductionCheckSettings): ProductionCheck[] {
  const checks: ProductionCheck[] = [];
  if (settings.allow_localhost) {
    // The spec's words; the switch itself is on the Domains area, which the fix points at.
    checks.push({ message: "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings", fix: { area: 'domains', control: 'allow-localhost' } });
  }
  settings.domains.forEach(({ domain }, index) => {
    const problem = domainProblem(domain);
    if (problem) checks.push({ message: problem, fix: { area: 'domains', control: `trusted-domain-${index}` } });
  });
  return checks;
}

/**
 * The messages of `productionModeChecks`.
 *
 * @example
 * ```ts
 * productionModeProblems({ allow_localhost: false, domains: [{ domain: 'http://shop.example.com' }] });
 * // ['Trusted domains should be HTTPS: http://shop.example.com']
 * ```
 */
export function productionModeProblems(settings: ProductionCheckSettings): string[] {
  return productionModeChecks(settings).map((check) => check.message);
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
  return productionWarningChecks(settings).map((check) => check.message);
}

/**
 * The warnings of `productionModeWarnings`, each with the provider's switch on the Authentication area as its fix.
 *
 * @example
 * ```ts
 * productionWarningChecks({ allow_localhost: false, domains: [], oauth_providers: [{ id: 'google', type: 'shared' }] });
 * // [{ message: 'OAuth provider google uses shared OAuth keys, …', fix: { area: 'auth', control: 'oauth-google' } }]
 * ```
 */
export function productionWarningChecks(settings: ProductionCheckSettings): ProductionCheck[] {
  return (settings.oauth_providers ?? [])
    .filter((provider) => provider.type === 'shared')
    .map((provider) => ({
      message: `OAuth provider ${provider.id} uses shared OAuth keys, which are for development only: set up your own client id and secret`,
      fix: { area: 'auth', control: `oauth-${provider.id}` },
    }));
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
