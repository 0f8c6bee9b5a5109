import { findInvalidation } from '../cache/database-invalidation';
import type { Invalidation } from '../cache/invalidation';
import { watchTableWrites } from '../cache/table-writes';
import { EVERYTHING, TOPIC } from '../cache/topics';
import type { Db } from '../db/open-database';
import { metricsOf } from '../observability/database-observers';
import { SESSION_USER_TABLES, type SessionKey, type SessionUser } from './session-user-query';

/**
 * A backstop only, as for every cache here: invalidation keeps entries right; this bounds the damage of a change
 * made outside the server (by hand in the database) and short enough that nobody would call it stale for long.
 */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

/*
 * How the cache stays right (issue 7). Every authenticated request needs its user and proof that its session is live;
 * this caches that per session, on each instance, so a repeated request reads nothing. An entry must go, on every
 * instance, as soon as anything it shows changes or its session ends. Remembering to publish after each such write
 * would be fragile (contact channels, password changes and teams are being written by new features all the time), so
 * no feature publishes for it: the database handle does. Every statement passes through the dialect wrapper
 * (server/kernel/cache/watched-writes-dialect.ts), which finds the tables it writes from its SQL; once a write to one of
 * SESSION_USER_TABLES (the tables the query reads, kept beside it) has committed, it publishes TOPIC.signedInUsers
 * on the invalidation bus and waits until every instance has dropped its entries, before the write's caller goes on.
 * The whole cache is dropped (entries reload in one query each), except for writes that cannot change an entry:
 * INSERTs of users and sessions (a fresh id, which nothing cached is about) and updates of the columns below, which
 * /users/me does not show or which session activity writes behind requests. A column added here must be one no
 * request answers from an entry. Session and user deletions also publish their ids (sessions.ts, delete-user.ts),
 * which drop just their entries; the bus going down or reconnecting drops everything and bypasses the cache while
 * down; entries end with their session's expiry and after MAX_AGE_MS in any case.
 */
watchTableWrites({
  topic: TOPIC.signedInUsers,
  tables: SESSION_USER_TABLES,
  quietInserts: ['users', 'sessions'],
  quietColumns: {
    // Refresh-token rotation and "last used" hints: none of them is shown or decides whether the session is live.
    sessions: ['last_used_at', 'last_used_ip', 'token_hash', 'rotation_secret'],
    // Written behind requests at most once a minute per session; a "last active" time, already that late.
    users: ['last_active_at'],
  },
});

type Entry = { value: SessionUser; storedAt: number };

/** Signed-in users by session, on one instance (see the comment above for how it is kept right). */
export class SessionUserCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every invalidation: a load that saw it change may have read the database before the write. */
  private epoch = 0;

  constructor(
    private readonly bus: Invalidation,
    /** Told of each lookup while the bus is live (the cache hit rate of the metrics); nothing when absent. */
    private readonly onLookup?: ((hit: boolean) => void) | undefined,
  ) {
    bus.subscribe((topic, id) => {
      if (topic === TOPIC.session) this.dropWhere((key) => key.endsWith(`\n${id}`));
      else if (topic === TOPIC.user) this.dropWhere((_, entry) => entry.value.user.id === id);
      else if (topic === TOPIC.signedInUsers || topic === TOPIC.project || topic === EVERYTHING) this.clear();
    });
  }

  /** The cached session user of `key` if it is live at `now`, else `load()`'s, stored when it found one. */
  async get(key: SessionKey, now: number, load: () => Promise<SessionUser | undefined>): Promise<SessionUser | undefined> {
    if (!this.bus.live) return load();
    const name = `${key.projectId}\n${key.userId}\n${key.sessionId}`;
    const hit = this.entries.get(name);
    if (hit && now - hit.storedAt < MAX_AGE_MS && (hit.value.sessionExpiresAt === null || hit.value.sessionExpiresAt > now)) {
      this.onLookup?.(true);
      return hit.value;
    }
    this.onLookup?.(false);
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && epoch === this.epoch && this.bus.live) this.store(name, { value: deepFreeze(value), storedAt: now });
    else if (hit) this.entries.delete(name);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(name: string, entry: Entry): void {
    this.entries.delete(name);
    // Oldest first out: Maps iterate in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(name, entry);
  }

  private dropWhere(test: (key: string, entry: Entry) => boolean): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (test(key, entry)) this.entries.delete(key);
  }

  private clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}

/** One cached value serves many requests at once: a handler that changed it would change it for all of them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const caches = new WeakMap<Db, SessionUserCache>();

/** The cache of a database opened by openDatabase (one per instance); undefined for a transaction: read through. */
export function sessionUserCache(db: Db): SessionUserCache | undefined {
  const existing = caches.get(db);
  if (existing) return existing;
  const bus = findInvalidation(db);
  if (!bus) return undefined;
  const metrics = metricsOf(db);
  const cache = new SessionUserCache(bus, metrics && ((hit) => metrics.cacheLookup('session-user', hit)));
  caches.set(db, cache);
  return cache;
}
