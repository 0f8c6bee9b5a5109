import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describeDatabaseError } from '../db/database-unavailable';
import type { Db } from '../db/open-database';
import { Invalidation } from './invalidation';
import { encodeAck, encodeChange, parseInvalidationMessage } from './invalidation-message';
import { EVERYTHING } from './topics';

/** The one channel every instance listens on (see invalidation-message.ts for what travels on it). */
const CHANNEL = 'latch_invalidation';
/**
 * The listener's `application_name` once it is listening: publishers count these connections in pg_stat_activity to
 * know how many acknowledgements to wait for (and operators can find them there).
 */
export const LISTENER_NAME = 'latch-invalidation';
/** How long a publisher waits for every instance's acknowledgement; an instance that does not answer is unreachable. */
const ACK_TIMEOUT_MS = 2_000;
/**
 * How often the listener proves its connection works (a dead TCP connection can otherwise look alive for hours). With
 * the heartbeat's own timeout (ACK_TIMEOUT_MS) this bounds how long a node whose link to the database silently died
 * (no FIN, no RST) goes on trusting its caches: about 3 s. A closed link is noticed at once.
 */
const HEARTBEAT_MS = 1_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

export type PgInvalidationOptions = {
  url: string;
  /** The pool that publishes: a change is announced even while this instance's listener is down. */
  db: Db;
  onError?: (message: string) => void;
  /** How long one attempt to connect may take before it counts as failed and is retried. */
  connectTimeoutMs?: number;
};

type Pending = { acked: Set<string>; needed: number; done: () => void };

/**
 * The bus on PostgreSQL: LISTEN/NOTIFY on a dedicated connection, so a change published on one instance reaches
 * every instance on the same database. A publisher waits until every listening instance has acknowledged that it
 * dropped the change from its caches, so once a write has answered, no instance serves the old value.
 * While the listener is down (and until it first connects) the bus is not live and caches are bypassed; on every
 * (re)connect subscribers are told to forget everything, since changes made meanwhile were missed. It reconnects
 * with backoff until closed.
 */
export class PgInvalidation extends Invalidation {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly pending = new Map<string, Pending>();
  private readonly readyWaiters: (() => void)[] = [];
  private readonly instance = randomUUID();
  private published = 0;

  constructor(private readonly options: PgInvalidationOptions) {
    super();
    this.connect();
  }

  get live(): boolean {
    return this.connected;
  }

  async publish(topic: string, id: string): Promise<void> {
    this.deliver(topic, id);
    this.published += 1;
    const nonce = `${this.instance}:${this.published}`;
    const acknowledged = this.acknowledgements(nonce);
    try {
      // The count is taken as the notification is queued: every listener counted will receive it.
      const { rows } = await sql<{ listeners: number }>`
        select pg_notify(${CHANNEL}, ${encodeChange(topic, id, nonce)}),
          (select count(*)::int from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()) as listeners
      `.execute(this.options.db);
      this.expect(nonce, rows[0]?.listeners ?? 0);
    } catch (error) {
      this.pending.get(nonce)?.done();
      throw error;
    }
    await acknowledged;
  }

  ready(): Promise<void> {
    if (this.connected || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.disconnected();
    if (client) await client.end();
  }

  private connect(): void {
    const client = new pg.Client({
      connectionString: this.options.url,
      keepAlive: true,
      query_timeout: ACK_TIMEOUT_MS,
      ...(this.options.connectTimeoutMs ? { connectionTimeoutMillis: this.options.connectTimeoutMs } : {}),
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) this.received(client, message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      // Named only once listening, so a publisher never waits for a connection that cannot hear it yet.
      .then(() => client.query(`SET application_name = '${LISTENER_NAME}'`))
      .then(
        () => this.connectedWith(client),
        (error: unknown) => this.lost(client, error),
      );
  }

  private connectedWith(client: pg.Client): void {
    if (this.client !== client) return;
    // Whatever changed while we were not listening was missed: forget it all before caching again.
    this.deliver(EVERYTHING, '');
    this.connected = true;
    this.retryMs = RETRY_MIN_MS;
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.lost(client, error));
    }, HEARTBEAT_MS).unref();
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.disconnected();
    // The connection is unusable either way; ending it only releases the socket, so its own failure changes nothing.
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.options.onError?.(`Cache invalidation listener lost its connection, caches are bypassed until it reconnects: ${describeDatabaseError(error)}`);
    this.retryTimer = setTimeout(() => this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  /** Stops caching at once (fail safe) and releases anyone waiting on this connection. */
  private disconnected(): void {
    this.client = undefined;
    this.connected = false;
    clearInterval(this.heartbeat);
    this.deliver(EVERYTHING, '');
    if (this.closed) {
      for (const { done } of this.pending.values()) done();
      for (const resolve of this.readyWaiters.splice(0)) resolve();
    }
  }

  private received(client: pg.Client, payload: string | undefined): void {
    const message = parseInvalidationMessage(payload);
    if (!message) {
      // Not ours to understand (another version?): forgetting everything is always safe.
      this.deliver(EVERYTHING, '');
    } else if (message.kind === 'ack') {
      this.acked(message.nonce, message.from);
    } else if (message.nonce.startsWith(`${this.instance}:`)) {
      this.acked(message.nonce, this.instance);
    } else {
      this.deliver(message.topic, message.id);
      client.query('select pg_notify($1, $2)', [CHANNEL, encodeAck(message.nonce, this.instance)]).catch((error: unknown) => this.lost(client, error));
    }
  }

  /** Resolves once `expect(nonce, n)` has been called and n instances acknowledged, or after ACK_TIMEOUT_MS. */
  private acknowledgements(nonce: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => pending.done(), ACK_TIMEOUT_MS);
      const pending: Pending = {
        acked: new Set(),
        needed: Infinity,
        done: () => {
          clearTimeout(timer);
          this.pending.delete(nonce);
          resolve();
        },
      };
      this.pending.set(nonce, pending);
    });
  }

  private expect(nonce: string, listeners: number): void {
    const pending = this.pending.get(nonce);
    if (!pending) return;
    pending.needed = listeners;
    if (pending.acked.size >= pending.needed) pending.done();
  }

  private acked(nonce: string, from: string): void {
    const pending = this.pending.get(nonce);
    if (!pending) return;
    pending.acked.add(from);
    if (pending.acked.size >= pending.needed) pending.done();
  }
}
