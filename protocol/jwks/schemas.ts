import { z } from 'zod';
import { booleanQuery } from '../common-schemas';

/**
 * Query of `GET /projects/{id}/.well-known/jwks.json` (docs/wire.md §5): whether to include the keys of anonymous
 * and restricted users' tokens.
 *
 * @example
 * ```ts
 * jwksQuery.parse({ include_anonymous: 'true' }); // { include_anonymous: true }
 * ```
 */
export const jwksQuery = z.strictObject({ include_anonymous: booleanQuery.optional(), include_restricted: booleanQuery.optional() });

/**
 * Path parameters of the JWKS route.
 *
 * @example
 * ```ts
 * jwksParams.parse({ projectId: 'internal' });
 * ```
 */
export const jwksParams = z.strictObject({ projectId: z.string().min(1).max(100) });
