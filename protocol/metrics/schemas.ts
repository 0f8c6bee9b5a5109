import { z } from 'zod';
import { booleanQuery } from '../common-schemas';

/**
 * The query of `GET /internal/metrics`: anonymous users count only with `include_anonymous=true`, as in Stack Auth.
 *
 * @example
 * ```ts
 * metricsQuery.parse({ include_anonymous: 'true' }); // { include_anonymous: true }
 * ```
 */
export const metricsQuery = z.strictObject({ include_anonymous: booleanQuery.optional() });
