import type { Db } from '../../kernel/db/open-database';
import type { Logger } from '../../kernel/http/logger';
import { settleWithin } from '../../kernel/shutdown/settle-within';
import type { ServerDeps } from '../../server-deps';
import { attemptDelivery } from './attempt-delivery';
import { fanOutEvents } from './fan-out';
import { webhookNetwork } from './webhook-network';

/** Deliveries sent per tick, at once. */
const SEND_BATCH = 20;

export type WebhookWorkerOptions = {
  /** Pause between ticks; default 1000 ms. */
  pollIntervalMs?: number;
  /** The clock (epoch milliseconds); default `Date.now`. Tests move it to reach a retry. */
  now?: () => number;
};

/**
 * The running worker: `runOnce` does one tick now (tests drive it); `stop` ends the polling and waits for the
 * tick in flight, sends included.
 */
/** What the worker needs of the server: its database, log, and webhook network settings. */
export type WorkerDeps = { db: Db; logger: Logger } & Pick<ServerDeps, 'baseUrl' | 'allowPrivateNetworks' | 'webhooksAllowPrivateNetworks' | 'resolver' | 'metrics'>;

export type WebhookWorker = {
  runOnce(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Shutdown: ends the polling and waits at most `timeoutMs` for the tick in flight (its sends record their outcome);
   * true when it finished in time. A send cut off stays pending in the database and is retried by any instance.
   */
  drain(timeoutMs: number): Promise<boolean>;
};

/**
 * Starts the delivery worker: every tick it fans new outbox events out to deliveries, then sends the deliveries that
 * are due. Its state is all in the database, so retries survive restarts and several instances may run it at once.
 * A failure is logged and the next tick goes on: delivery never breaks a request.
 *
 * @example
 * ```ts
 * const worker = startWebhookWorker({ db, logger, baseUrl }, { pollIntervalMs: 1000 });
 * await worker.stop();
 * ```
 */
export function startWebhookWorker(deps: WorkerDeps, options: WebhookWorkerOptions = {}): WebhookWorker {
  const now = options.now ?? Date.now;
  const network = webhookNetwork(deps);
  const { metrics } = deps;
  const onOutcome = metrics && ((outcome: 'succeeded' | 'retrying' | 'failed') => metrics.webhookDelivery(outcome));
  const interval = options.pollIntervalMs ?? 1_000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = async (): Promise<void> => {
    try {
      await fanOutEvents(deps.db, now());
    } catch (error) {
      deps.logger.error('Webhooks: could not fan out events', error);
    }
    try {
      const due = await deps.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now())
        .orderBy('next_attempt_at')
        .limit(SEND_BATCH)
        .execute();
      await Promise.all(
        due.map((delivery) =>
          attemptDelivery(deps.db, delivery, { now, network, onOutcome }).catch((error: unknown) =>
            deps.logger.error(`Webhooks: could not attempt delivery ${delivery.id}`, error),
          ),
        ),
      );
    } catch (error) {
      deps.logger.error('Webhooks: could not read due deliveries', error);
    }
  };

  // One tick at a time: a tick asked for while one runs waits for it.
  const runOnce = (): Promise<void> => {
    inFlight = inFlight.then(tick);
    return inFlight;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, interval);
    timer.unref?.();
  };
  schedule();

  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await inFlight;
  };
  return { runOnce, stop, drain: (timeoutMs) => settleWithin(stop(), timeoutMs) };
}
