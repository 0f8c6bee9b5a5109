import type { DatabaseLocation, OpenedDatabase, OpenOptions } from './kernel/db/open-database';
import { attachObservers } from './kernel/observability/database-observers';
import type { Logger } from './kernel/http/logger';
import { LatchMetrics } from './kernel/observability/metrics';
import { queryObserver } from './kernel/observability/query-observer';
import { loadTracing, tracesWanted, type Tracing } from './kernel/observability/tracing';
import { webhookBacklog } from './features/webhooks/backlog';
import type { ServerDeps } from './server-deps';

export type Observability = {
  /** What the database is opened with: the statement timer and spans. */
  openOptions: Pick<OpenOptions, 'log'>;
  /** Logs and counts from parts that hold only the database (caches, session activity); reads its pool at scrape. */
  attach(opened: OpenedDatabase, logger: Logger): void;
  addTo(deps: ServerDeps): void;
  shutdown(): Promise<void>;
};

/**
 * The server's metrics (only with a metrics token: without one nothing is counted, and `/metrics` is not served) and
 * traces (only when wanted, by default when the standard `OTEL_EXPORTER_OTLP_*` variables are set), wired to the
 * database, the webhook backlog and the routes (README "Metrics, logs and traces").
 *
 * @example
 * ```ts
 * const observed = await observability(location, process.env.LATCH_METRICS_TOKEN, undefined);
 * ```
 */
export async function observability(location: DatabaseLocation, metricsToken: string | undefined, tracing: boolean | undefined): Promise<Observability> {
  let opened: OpenedDatabase | undefined;
  const metrics = metricsToken
    ? new LatchMetrics({
        webhookBacklog: async () => (opened ? webhookBacklog(opened.db) : 0),
        ...('url' in location ? { pool: () => opened?.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 } } : {}),
      })
    : undefined;
  const tracer: Tracing | undefined = await loadTracing(tracing ?? tracesWanted(process.env));
  const log = queryObserver(metrics, tracer);
  return {
    openOptions: log ? { log } : {},
    attach: (database, logger) => {
      opened = database;
      attachObservers(database.db, { logger, metrics });
    },
    addTo: (deps) => {
      if (metrics && metricsToken) {
        deps.metrics = metrics;
        deps.metricsToken = metricsToken;
      }
      if (tracer) deps.tracing = tracer;
    },
    shutdown: async () => {
      await tracer?.shutdown();
    },
  };
}
