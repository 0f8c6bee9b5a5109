import type { Invalidation } from './invalidation';
import { EVERYTHING } from './topics';

/** A backstop only: invalidation is what keeps entries right; this bounds the damage of a change never published. */
const MAX_AGE_MS = 5 * 60_000;

type Entry<V> = { value: V; tag: string; storedAt: number };

/**
 * An in-process cache whose entries are dropped when the bus announces a change to their tag (an id of one of
 * `topics`), on every instance. Misses are not cached, so unknown ids cannot fill it. While the bus is not live the
 * cache is bypassed; a value loaded while any invalidation arrived is not stored, since it may predate the change.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Bumped on every invalidation: a load that saw it change may have read the database before the write. */
  private epoch = 0;

  constructor(
    private readonly bus: Invalidation,
    private readonly topics: readonly string[],
    private readonly maxEntries = 10_000,
    /** Told of each lookup while the bus is live (the cache hit rate of the metrics); nothing when absent. */
    private readonly onLookup?: ((hit: boolean) => void) | undefined,
  ) {
    bus.subscribe((topic, id) => {
      if (topic === EVERYTHING) this.clear();
      else if (this.topics.includes(topic)) this.drop(id);
    });
  }

  /** The cached value of `key`, or `load()`'s, stored under `tag` when it is not undefined. */
  async get(key: string, tag: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.bus.live) return load();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.storedAt < MAX_AGE_MS) {
      this.onLookup?.(true);
      return hit.value;
    }
    this.onLookup?.(false);
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && epoch === this.epoch && this.bus.live) this.store(key, { value, tag, storedAt: Date.now() });
    return value;
  }

  private store(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    // Oldest first out: Maps iterate in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(key, entry);
  }

  private drop(tag: string): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  private clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
