import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { topicsWritten } from './table-writes';

type State = { inTransaction: boolean; pending: Set<string>; committed: Set<string> };

/**
 * `dialect`, with every statement it runs checked for writes to watched tables (table-writes.ts), and the watches'
 * topics published once those writes are committed: after the statement outside a transaction, after COMMIT inside
 * one (a rollback publishes nothing), in both cases once the connection is back in the pool (publishing needs a
 * connection of its own: waiting for it while holding one could exhaust the pool). The publish is awaited before
 * the query, or the transaction, resolves, so a write has reached every instance's caches by the time it answers.
 * This is the one place every write goes through, so a new feature's writes invalidate without its author doing
 * anything.
 */
export function watchingWrites(dialect: Dialect, publish: (topic: string) => Promise<void>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), publish),
  };
}

class WatchingDriver implements Driver {
  private readonly states = new WeakMap<DatabaseConnection, State>();
  private readonly wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  private readonly inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly publish: (topic: string) => Promise<void>,
  ) {
    // Optional driver methods exist on this wrapper exactly when the wrapped driver has them.
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
    if (savepoint) this.savepoint = (c, name, compile) => savepoint.call(driver, this.unwrap(c), name, compile);
    if (rollbackToSavepoint) this.rollbackToSavepoint = (c, name, compile) => rollbackToSavepoint.call(driver, this.unwrap(c), name, compile);
    if (releaseSavepoint) this.releaseSavepoint = (c, name, compile) => releaseSavepoint.call(driver, this.unwrap(c), name, compile);
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.driver.acquireConnection();
    const existing = this.wrappers.get(connection);
    if (existing) return existing;
    const state: State = { inTransaction: false, pending: new Set(), committed: new Set() };
    const wrapper: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const topics = topicsWritten(query.sql);
        if (topics.length === 0) return connection.executeQuery<R>(query);
        try {
          return await connection.executeQuery<R>(query);
        } finally {
          // Once it ran (a failed statement counts too: it may have written before failing, or the reply was lost).
          for (const topic of topics) (state.inTransaction ? state.pending : state.committed).add(topic);
        }
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
    };
    this.wrappers.set(connection, wrapper);
    this.inner.set(wrapper, connection);
    this.states.set(wrapper, state);
    return wrapper;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.driver.beginTransaction(this.unwrap(connection), settings);
    const state = this.state(connection);
    state.inTransaction = true;
    state.pending.clear();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.state(connection);
    try {
      await this.driver.commitTransaction(this.unwrap(connection));
    } finally {
      // A failed COMMIT may still have committed (the connection broke after it): publish either way.
      for (const topic of state.pending) state.committed.add(topic);
      state.pending.clear();
      state.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.state(connection);
    state.pending.clear();
    state.inTransaction = false;
    await this.driver.rollbackTransaction(this.unwrap(connection));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const state = this.state(connection);
    // Taken before the connection goes back: its next user's writes are its own to publish.
    const topics = [...state.committed];
    state.committed.clear();
    state.pending.clear();
    state.inTransaction = false;
    await this.driver.releaseConnection(this.unwrap(connection));
    if (topics.length === 0) return;
    await Promise.all(topics.map((topic) => this.publish(topic)));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.inner.get(connection) ?? connection;
  }

  private state(connection: DatabaseConnection): State {
    const state = this.states.get(connection);
    if (!state) throw new TypeError('A connection this driver did not hand out');
    return state;
  }
}
