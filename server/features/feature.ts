import type { Hono } from 'hono';
import type { Migration } from 'kysely';
import type { AppEnv } from '../kernel/http/app-env';
import type { FeatureHooks } from '../kernel/feature-hooks';
import type { ServerDeps } from '../server-deps';

/**
 * One capability of the server (ARCHITECTURE.md "Growing the house"): its `/api/v1` routes as a Hono sub-app and the
 * migrations of the tables it owns. `server/features/index.ts` lists them; nothing else needs editing to add one.
 */
export type Feature = {
  name: string;
  /** The capability's routes, mounted under `/api/v1` (and `/api/latest`). */
  routes?: (deps: ServerDeps) => Hono<AppEnv>;
  /** Named `<yyyy-mm-dd>-<name>`; every feature's migrations run together in name order, on both engines. */
  migrations?: Record<string, Migration>;
  /** Where the capability joins the kernel's work (kernel/feature-hooks.ts): installed by `createApp`. */
  hooks?: FeatureHooks;
};
