import type { z } from 'zod';
import type { MetricsJson } from './json';
import type { NoBody, Route, WireQuery } from '../route';
import type { metricsQuery } from './schemas';

/**
 * The admin's project metrics (docs/product.md §7 "Admin level": `GET /internal/metrics`), in a module of its own so that only
 * the dashboard chunk that shows them loads it (`protocol/capabilities.ts` gathers every table for the tests).
 *
 * @example
 * ```ts
 * import * as metricsRoutes from './routes';
 * const metrics = await call(sender, metricsRoutes.getMetrics, { accessType: 'admin', query: { include_anonymous: true } });
 * ```
 */
export const getMetrics: Route<'GET', '/internal/metrics', NoBody, MetricsJson, MetricsJson, WireQuery<z.input<typeof metricsQuery>>> = {
  method: 'GET',
  path: '/internal/metrics',
};
