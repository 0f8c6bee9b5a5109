import { consoleLogger, type Logger } from '../http/logger';
import type { LatchMetrics } from './metrics';

type Observers = { logger: Logger; metrics?: LatchMetrics | undefined };

/** The log and metrics of each opened database's server (several servers may share a test process). */
const byDatabase = new WeakMap<object, Observers>();

/**
 * Makes `observers` the log and metrics of the parts that hold only the database (caches, the session-activity
 * writer): they count and report there.
 */
export function attachObservers(db: object, observers: Observers): void {
  byDatabase.set(db, observers);
}

/** The metrics of the server `db` belongs to; undefined for a server without metrics, or a transaction. */
export function metricsOf(db: object): LatchMetrics | undefined {
  return byDatabase.get(db)?.metrics;
}

/** The log of the server `db` belongs to; the console when none was attached. */
export function loggerOf(db: object): Logger {
  return byDatabase.get(db)?.logger ?? consoleLogger;
}
