import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { LatchMetrics } from './metrics';

const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` in Prometheus' text format, served only when the operator set `LATCH_METRICS_TOKEN` and only to
 * `Authorization: Bearer <that token>` (README "Metrics, logs and traces"); without a token the path is not served
 * at all. The token is compared in constant time (both sides hashed first, so their lengths leak nothing either).
 *
 * @example
 * ```ts
 * registerMetricsRoute(app, metrics, 'a-long-random-token');
 * ```
 */
export function registerMetricsRoute(app: Hono<AppEnv>, metrics: LatchMetrics, token: string): void {
  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (c) => {
    const given = digest(c.req.header('authorization') ?? '');
    if (!timingSafeEqual(given, expected)) {
      return c.text('A valid metrics token is needed: Authorization: Bearer <LATCH_METRICS_TOKEN>.', 401, { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' });
    }
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
