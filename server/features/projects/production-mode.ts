import type { Project } from './projects';

export type ProductionModeError = { message: string; relative_fix_url: string };

/**
 * What stands between a project and production mode (spec §5). Each message links to the domains page.
 *
 * @example
 * ```ts
 * productionModeErrors(project); // [{ message: "Localhost is not allowed …", relative_fix_url: "/projects/…/domains" }]
 * ```
 */
export function productionModeErrors(project: Project): ProductionModeError[] {
  const relative_fix_url = `/projects/${project.id}/domains`;
  const errors: string[] = [];
  if (project.config.allow_localhost) {
    errors.push("Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings");
  }
  for (const { domain } of project.config.domains) {
    let url: URL;
    try {
      url = new URL(domain.replace(/\*+/g, 'wildcard'));
    } catch {
      errors.push(`Trusted domain ${domain} is not a valid URL`);
      continue;
    }
    if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) {
      errors.push(`Localhost domains cannot be trusted in production mode: ${domain}`);
    } else if (/^\d+\.\d+\.\d+\.\d+$/.test(url.hostname) || url.hostname.startsWith('[')) {
      errors.push(`Direct IPs are not valid trusted domains in production mode: ${domain}`);
    } else if (url.protocol !== 'https:') {
      errors.push(`Trusted domains should be HTTPS: ${domain}`);
    }
  }
  return errors.map((message) => ({ message, relative_fix_url }));
}
