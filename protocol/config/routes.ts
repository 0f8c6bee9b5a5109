import type { z } from 'zod';
import type { SuccessJson } from '../list-json';
import type { NoBody, Route } from '../route';
import type { ConfigStringJson } from './json';
import type { configOverridePatchBody, configOverridePutBody } from './schemas';

/**
 * Stack's config API (docs/wire.md §3 "Config"): the project's config rendered in Stack's shape, and its overrides
 * by level, read and written. Admin access; the dashboard's chunks that call them carry only this module.
 *
 * @example
 * ```ts
 * import * as configRoutes from './routes';
 * const { config_string } = await call(sender, configRoutes.getConfig, { accessType: 'admin' });
 * ```
 */
export const getConfig: Route<'GET', '/internal/config', NoBody, ConfigStringJson, ConfigStringJson, never> = {
  method: 'GET',
  path: '/internal/config',
};
export const getConfigOverride: Route<'GET', '/internal/config/override/:level', NoBody, ConfigStringJson, ConfigStringJson, never> = {
  method: 'GET',
  path: '/internal/config/override/:level',
};
/** Changes the keys it names; the others keep their values. */
export const updateConfigOverride: Route<'PATCH', '/internal/config/override/:level', z.input<typeof configOverridePatchBody>, SuccessJson, SuccessJson, never> = {
  method: 'PATCH',
  path: '/internal/config/override/:level',
};
/** Replaces the level: every key Latch maps there returns to Stack's default, then the given ones apply. */
export const replaceConfigOverride: Route<'PUT', '/internal/config/override/:level', z.input<typeof configOverridePutBody>, SuccessJson, SuccessJson, never> = {
  method: 'PUT',
  path: '/internal/config/override/:level',
};
