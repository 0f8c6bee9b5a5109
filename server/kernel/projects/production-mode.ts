import { fixPath, productionModeChecks } from '../../../protocol/production-checks';
import type { Project } from './projects';

export type ProductionModeError = { message: string; relative_fix_url: string };

/**
 * What stands between a project and production mode (docs/product.md §5). Each message links to the domains page, at the control
 * that fixes it (`#allow-localhost`, `#trusted-domain-<index>`). The checks themselves are
 * protocol/production-checks.ts, shared with the dashboard.
 *
 * @example
 * ```ts
 * productionModeErrors(project); // [{ message: "Localhost is not allowed …", relative_fix_url: "/projects/…/domains#allow-localhost" }]
 * ```
 */
export function productionModeErrors(project: Project): ProductionModeError[] {
  return productionModeChecks(project.config).map(({ message, fix }) => ({ message, relative_fix_url: `/projects/${project.id}/${fixPath(fix)}` }));
}
