import type { Hono } from 'hono';
import type { Migration } from 'kysely';
import type { ServerDeps } from '../server-deps';
import type { FeatureHooks } from './feature-hooks';
import type { AppEnv } from './http/app-env';

/**
 * One capability's manifest (ARCHITECTURE.md "Growing the house"): everything the server must know to run it. A
 * feature exports one from `server/features/<name>/feature.ts`; the composition root lists them in
 * `server/features/index.ts`, mounts their routes, installs their hooks and runs their migrations. The kernel's own
 * parts use the same shape (kernel/kernel-parts.ts). A feature's tables join the `Database` type from its own
 * `tables.ts` (kernel/db/schema.ts), its known errors live in `protocol/<capability>/`.
 *
 * @example
 * ```ts
 * export const passkeysFeature: FeatureOwning<PasskeysTables> = { name: 'passkeys', tables: ['passkeys'], routes: passkeyRoutes };
 * ```
 */
export type Feature = {
  name: string;
  /** The tables the capability owns (see {@link FeatureOwning}); its migrations create them. */
  tables?: readonly string[];
  /** The capability's routes, mounted under `/api/v1` (and `/api/latest`). */
  routes?: (deps: ServerDeps) => Hono<AppEnv>;
  /** Pages of its own outside `/api/v1`, mounted at `path` when `on` (if given) says the operator wants them. */
  site?: { path: string; routes: (deps: ServerDeps) => Hono<AppEnv>; on?: (deps: ServerDeps) => boolean };
  /** Named `<yyyy-mm-dd>-<name>`; every part's migrations run together in name order, on both engines. */
  migrations?: Record<string, Migration>;
  /** Where the capability joins the kernel's work (kernel/feature-hooks.ts): installed by `createApp`. */
  hooks?: FeatureHooks;
};

/**
 * A feature with tables: their names are checked against the types of its `tables.ts`, which adds them to the
 * `Database` type. Rows of a deleted user or project go by the foreign keys' cascades.
 */
export type FeatureOwning<Tables extends object> = Feature & { tables: readonly (keyof Tables & string)[] };
