import type { DomainConfig } from './project-config';

/**
 * The settings the production-mode checks read: a project config, or the form a dashboard is editing.
 *
 * @example
 * ```ts
 * const settings: ProductionCheckSettings = { allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] };
 * ```
 */
export type ProductionCheckSettings = { allow_localhost: boolean; domains: readonly Pick<DomainConfig, 'domain'>[] };

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
