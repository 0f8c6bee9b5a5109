import { productionModeProblems } from '../../../protocol/production-checks';
import type { Project } from './projects';

export type ProductionModeError = { message: string; relative_fix_url: string };

/**
 * What stands between a project and production mode (spec §5). Each message links to the domains page. The checks
 * themselves are protocol/production-checks.ts, shared with the dashboard.
 *
 * @example
 * ```ts
 * productionModeErrors(project); // [{ message: "Localhost is not allowed …", relative_fix_url: "/projects/…/domains" }]
 * ```
 */
export function productionModeErrors(project: Project): ProductionModeError[] {
  const relative_fix_url = `/projects/${project.id}/domains`;
  return productionModeProblems(project.config).map((message) => ({ message, relative_fix_url }));
}
