export type InvalidationListener = (topic: string, id: string) => void;

/**
 * The bus that keeps in-process caches honest (ARCHITECTURE.md: "an in-process cache is allowed only with invalidation
 * that reaches every instance"). One per opened database: in-process on SQLite (one process), LISTEN/NOTIFY on
 * PostgreSQL, so a revocation on one instance reaches every instance on the same database.
 */
export abstract class Invalidation {
  private readonly listeners = new Set<InvalidationListener>();

  /**
   * True while changes made anywhere are known to reach this instance. Caches must not be read or filled while it is
   * false (fail safe: a lost connection means missed changes, so every lookup goes to the database).
   */
  abstract get live(): boolean;

  /**
   * Announces that `id` of `topic` changed; call it after the write committed (on the database, not a transaction).
   * Resolves once this instance's caches have forgotten it and, on PostgreSQL, once the database has delivered the
   * notification back to this instance (it sends it to every listening instance at the same time).
   */
  abstract publish(topic: string, id: string): Promise<void>;

  /** Resolves once `live` is true (or at once on SQLite). */
  abstract ready(): Promise<void>;

  abstract close(): Promise<void>;

  /** Calls `listener` for every change made here or on another instance, and with `EVERYTHING` on a reset. */
  subscribe(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected deliver(topic: string, id: string): void {
    for (const listener of this.listeners) listener(topic, id);
  }
}
