import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/open-database';
import { Invalidation } from './invalidation';
import { EVERYTHING } from './topics';

/** The one channel every instance listens on; a payload is `{ t: topic, i: id, n: nonce }` as JSON. */
const CHANNEL = 'latch_invalidation';
/** A published change not echoed back within this long means the listener is not hearing the database. */
const ECHO_TIMEOUT_MS = 2_000;
/** How often the listener proves its connection works (a dead TCP connection can otherwise look alive for hours). */
const HEARTBEAT_MS = 10_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

export type PgInvalidationOptions = {
  url: string;
  /** The pool that publishes: a change is announced even while this instance's listener is down. */
  db: Db;
  onError?: (message: string, error: unknown) => void;
};

/**
 * The bus on PostgreSQL: LISTEN/NOTIFY on a dedicated connection, so a change published on one instance reaches
 * every instance on the same database. While that connection is down (and until it first connects) the bus is not
 * live, so caches are bypassed; on every (re)connect subscribers are told to forget everything, since changes made
 * meanwhile were missed. It reconnects with backoff until closed.
 */
export class PgInvalidation extends Invalidation {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly echoes = new Map<string, () => void>();
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
    const echoed = this.connected ? this.echo(nonce) : undefined;
    try {
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ t: topic, i: id, n: nonce })})`.execute(this.options.db);
    } catch (error) {
      this.echoes.get(nonce)?.();
      throw error;
    }
    await echoed;
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
    const client = new pg.Client({ connectionString: this.options.url, keepAlive: true, query_timeout: ECHO_TIMEOUT_MS });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) this.received(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
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
    this.options.onError?.('Cache invalidation listener lost its connection; caches are bypassed until it reconnects', error);
    this.retryTimer = setTimeout(() => this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  /** Stops caching at once (fail safe) and releases anyone waiting on this connection. */
  private disconnected(): void {
    this.client = undefined;
    this.connected = false;
    clearInterval(this.heartbeat);
    this.deliver(EVERYTHING, '');
    for (const resolve of this.echoes.values()) resolve();
    this.echoes.clear();
    if (this.closed) for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  private received(payload: string | undefined): void {
    const message = parseMessage(payload);
    if (!message) {
      // Not ours to understand (another version?): forgetting everything is always safe.
      this.deliver(EVERYTHING, '');
      return;
    }
    this.deliver(message.t, message.i);
    this.echoes.get(message.n)?.();
  }

  /** Resolves when our own notification comes back, or gives up on this connection after ECHO_TIMEOUT_MS. */
  private echo(nonce: string): Promise<void> {
    const client = this.client;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (client) this.lost(client, new Error('a published change did not come back'));
      }, ECHO_TIMEOUT_MS);
      this.echoes.set(nonce, () => {
        clearTimeout(timer);
        this.echoes.delete(nonce);
        resolve();
      });
    });
  }
}

function parseMessage(payload: string | undefined): { t: string; i: string; n: string } | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    const { t, i, n } = value;
    return typeof t === 'string' && typeof i === 'string' && typeof n === 'string' ? { t, i, n } : undefined;
  } catch {
    // Not JSON: the caller treats it as a message it cannot read.
    return undefined;
  }
}
