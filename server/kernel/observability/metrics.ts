import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a scrape asks of the server besides the counters: values read at that moment (README "Metrics, logs and traces"). */
export type ScrapeSources = {
  /** Webhook deliveries waiting to be sent (a bounded count). */
  webhookBacklog?: () => Promise<number>;
  /** PostgreSQL's pool: connections open, idle and requests waiting for one; none on SQLite. */
  pool?: () => { total: number; idle: number; waiting: number };
};

type LabelSet = Record<string, string>;
type RequestLabels = { method: string; route: string; status: string };

const QUERY_OK: LabelSet = { outcome: 'ok' };
const QUERY_FAILED: LabelSet = { outcome: 'error' };
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's Prometheus metrics, in a registry of its own (never prom-client's global one, so several servers in
 * one process keep apart). Request counting is on the hot path: the label objects are made once per route, method
 * and status and reused, so a request costs prom-client's label lookup and nothing more.
 *
 * @example
 * ```ts
 * const metrics = new LatchMetrics();
 * metrics.request('POST', '/api/v1/auth/password/sign-in', 200, 0.012);
 * const text = await metrics.registry.metrics();
 * ```
 */
export class LatchMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'latch_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'latch_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly signIns = new Counter({
    name: 'latch_sign_ins_total',
    help: 'Sign-ins by method and outcome (success, failure).',
    labelNames: ['method', 'outcome'],
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'latch_rate_limit_refusals_total',
    help: 'Events refused by a rate limit, by limit name.',
    labelNames: ['limit'],
    registers: [this.registry],
  });
  private readonly emails = new Counter({ name: 'latch_emails_total', help: 'E-mails by outcome (sent, failed).', labelNames: ['outcome'], registers: [this.registry] });
  private readonly webhooks = new Counter({
    name: 'latch_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (succeeded, retrying, failed).',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  private readonly querySeconds = new Histogram({
    name: 'latch_db_query_duration_seconds',
    help: 'Time of one database statement, by outcome (ok, error).',
    labelNames: ['outcome'],
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: 'latch_cache_lookups_total',
    help: 'In-process cache lookups by cache and result (hit, miss).',
    labelNames: ['cache', 'result'],
    registers: [this.registry],
  });
  /** route → method → status → labels, so that a request allocates none. */
  private readonly requestLabels = new Map<string, Map<string, Map<number, RequestLabels>>>();
  private readonly labelSets = new Map<string, LabelSet>();
  private readonly cacheLabels = new Map<string, [LabelSet, LabelSet]>();

  constructor(sources: ScrapeSources = {}) {
    collectDefaultMetrics({ register: this.registry });
    const { webhookBacklog, pool } = sources;
    if (webhookBacklog) {
      new Gauge({
        name: 'latch_webhook_backlog',
        help: 'Webhook deliveries waiting to be sent (counted up to a bound at each scrape).',
        registers: [this.registry],
        async collect() {
          this.set(await webhookBacklog());
        },
      });
    }
    if (pool) {
      new Gauge({
        name: 'latch_db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting: requests waiting for a connection).',
        labelNames: ['state'],
        registers: [this.registry],
        collect() {
          const { total, idle, waiting } = pool();
          this.set({ state: 'total' }, total);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'waiting' }, waiting);
        },
      });
    }
  }

  /** One answered request; `route` is the matched pattern (`/api/v1/users/:user_id`), never the raw path. */
  request(method: string, route: string, status: number, seconds: number): void {
    const labels = this.labelsOf(method, route, status);
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  signIn(method: string, outcome: 'success' | 'failure'): void {
    this.signIns.inc(this.labelSet('method', method, 'outcome', outcome));
  }

  rateLimitRefused(limit: string): void {
    this.refusals.inc(this.labelSet('limit', limit));
  }

  email(outcome: 'sent' | 'failed'): void {
    this.emails.inc(this.labelSet('outcome', outcome));
  }

  webhookDelivery(outcome: 'succeeded' | 'retrying' | 'failed'): void {
    this.webhooks.inc(this.labelSet('outcome', outcome));
  }

  /** One database statement (every statement: its labels are made once). */
  query(seconds: number, failed: boolean): void {
    this.querySeconds.observe(failed ? QUERY_FAILED : QUERY_OK, seconds);
  }

  /** One lookup in an in-process cache (on the hot path: its labels are made once per cache). */
  cacheLookup(cache: string, hit: boolean): void {
    let labels = this.cacheLabels.get(cache);
    if (!labels) {
      labels = [
        { cache, result: 'hit' },
        { cache, result: 'miss' },
      ];
      this.cacheLabels.set(cache, labels);
    }
    this.cacheLookups.inc(labels[hit ? 0 : 1]);
  }

  private labelsOf(method: string, route: string, status: number): RequestLabels {
    const byMethod = cached(this.requestLabels, route, () => new Map<string, Map<number, RequestLabels>>());
    const byStatus = cached(byMethod, method, () => new Map<number, RequestLabels>());
    return cached(byStatus, status, () => ({ method, route, status: String(status) }));
  }

  /** The label object of one or two name/value pairs, made once (the values come from a small fixed set). */
  private labelSet(name: string, value: string, name2?: string, value2?: string): LabelSet {
    const key = name2 === undefined ? `${name}=${value}` : `${name}=${value},${name2}=${value2}`;
    return cached(this.labelSets, key, () => (name2 === undefined ? { [name]: value } : { [name]: value, [name2]: value2 ?? '' }));
  }
}

/** `map`'s value for `key`, made by `make` the first time. */
function cached<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
