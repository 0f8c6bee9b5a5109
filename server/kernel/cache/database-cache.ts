import type { Db } from '../db/open-database';
import { findInvalidation } from './database-invalidation';
import { InvalidatedCache } from './invalidated-cache';
import { metricsOf } from '../observability/database-observers';

/**
 * A cache per opened database (so two server instances in one test process each have their own, as two processes
 * would), invalidated by `topics`. For a handle without a bus (a transaction) it returns undefined: read through.
 *
 * @example
 * ```ts
 * const projectCache = databaseCache<Project>([TOPIC.project]);
 * const cache = projectCache(db);
 * const project = await (cache ? cache.get(id, id, load) : load());
 * ```
 */
export function databaseCache<V>(topics: readonly string[]): (db: Db) => InvalidatedCache<V> | undefined {
  const caches = new WeakMap<Db, InvalidatedCache<V>>();
  return (db) => {
    const existing = caches.get(db);
    if (existing) return existing;
    const bus = findInvalidation(db);
    if (!bus) return undefined;
    const metrics = metricsOf(db);
    const name = topics[0] ?? 'cache';
    const cache = new InvalidatedCache<V>(bus, topics, undefined, metrics && ((hit) => metrics.cacheLookup(name, hit)));
    caches.set(db, cache);
    return cache;
  };
}
