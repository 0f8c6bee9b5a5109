import { sql } from 'kysely';
import type { Hono } from 'hono';
import { describeDatabaseError, isConnectionBroken } from '../db/database-unavailable';
import type { AppEnv } from '../http/app-env';
import type { ServerDeps } from '../../server-deps';

/** How long readiness waits for the database: under the usual load-balancer check timeout (5 s). */
const READY_TIMEOUT_MS = 2_000;
/**
 * Checks readiness tries within that time: one more than the pool holds (server/kernel/db/open-database.ts). After a
 * failover every pooled connection is dead until used once (then discarded); a dead one is not a database that is
 * away, so the check tries again, at worst on a fresh connection.
 */
const READY_ATTEMPTS = 11;

/**
 * Health for load balancers and orchestrators (README "Operating Latch"):
 * - `GET /health`, liveness: 200 `{status: "ok"}` whenever the process answers HTTP, whatever its database does.
 *   Restarting a node does not bring a lost database back, so liveness never depends on it.
 * - `GET /health/ready`, readiness: 200 `{status: "ready"}` when the database answered `select 1` within
 *   READY_TIMEOUT_MS, else 503 `{status: "unavailable"}`: take the node out of rotation until it answers again.
 *   While the server drains to stop (SIGTERM), 503 `{status: "draining"}`, so balancers stop sending to it.
 */
export function registerHealthRoutes(app: Hono<AppEnv>, { db, logger, isDraining }: ServerDeps): void {
  app.get('/health', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/health/ready', async (c) => {
    c.header('cache-control', 'no-store');
    if (isDraining?.()) return c.json({ status: 'draining' }, 503);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    });
    const ping = async (): Promise<void> => {
      for (let attempt = 1; ; attempt++) {
        try {
          await sql`select 1`.execute(db);
          return;
        } catch (error) {
          if (attempt >= READY_ATTEMPTS || !isConnectionBroken(error)) throw error;
        }
      }
    };
    try {
      await Promise.race([ping(), timedOut]);
      return c.json({ status: 'ready' });
    } catch (error) {
      logger.error(`readiness: database unavailable: ${describeDatabaseError(error)}`);
      return c.json({ status: 'unavailable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
