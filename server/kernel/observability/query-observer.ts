import type { LogEvent } from 'kysely';
import type { LatchMetrics } from './metrics';
import type { Tracing } from './tracing';

/**
 * Kysely's query log as the metrics' statement timer and the traces' statement spans; undefined when neither runs,
 * so a server without them logs nothing per statement.
 *
 * @example
 * ```ts
 * openDatabase(location, { log: queryObserver(metrics, tracing) });
 * ```
 */
export function queryObserver(metrics: LatchMetrics | undefined, tracing: Tracing | undefined): ((event: LogEvent) => void) | undefined {
  if (!metrics && !tracing) return undefined;
  return (event) => {
    const failed = event.level === 'error';
    metrics?.query(event.queryDurationMillis / 1000, failed);
    tracing?.query(event.query.sql, event.queryDurationMillis, failed);
  };
}
