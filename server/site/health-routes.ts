import { sql } from 'kysely';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ServerDeps } from '../server-deps';

/** `GET /health` for load balancers: 200 when this instance can reach its database, 503 otherwise. */
export function registerHealthRoutes(app: Hono<AppEnv>, { db, logger }: ServerDeps): void {
  app.get('/health', async (c) => {
    c.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ok' });
    } catch (error) {
      logger.error('health check: database unreachable', error);
      return c.json({ status: 'unavailable' }, 503);
    }
  });
}
