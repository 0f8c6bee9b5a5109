import type { z } from 'zod';
import type { NoBody, Route, WireQuery } from '../route';
import type { jwksQuery } from './schemas';

/**
 * The project's public signing keys (`/.well-known/jwks.json`).
 *
 * @example
 * ```ts
 * import * as jwksRoutes from './routes';
 * await call(sender, jwksRoutes.jwks, { params: { projectId }, query: {} });
 * ```
 */
export const jwks: Route<'GET', '/projects/:projectId/.well-known/jwks.json', NoBody, { keys: JsonWebKey[] }, { keys: JsonWebKey[] }, WireQuery<z.input<typeof jwksQuery>>> = {
  method: 'GET',
  path: '/projects/:projectId/.well-known/jwks.json',
};
