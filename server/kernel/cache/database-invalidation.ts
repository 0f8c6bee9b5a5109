import type { Db } from '../db/open-database';
import type { Invalidation } from './invalidation';

// Keyed by the Kysely instance: a transaction or a `withPlugin` copy is another instance and has no bus (cached
// reads through it go to the database; publishing through it throws).
const buses = new WeakMap<Db, Invalidation>();

/** Links a database handle to its bus; done once by `openDatabase`. */
export function attachInvalidation(db: Db, invalidation: Invalidation): void {
  buses.set(db, invalidation);
}

/** The bus of a database opened by `openDatabase`, or undefined for a transaction or a handle made otherwise. */
export function findInvalidation(db: Db): Invalidation | undefined {
  return buses.get(db);
}

/** Publishes a change on the database's bus (see `Invalidation.publish`). */
export function publishChange(db: Db, topic: string, id: string): Promise<void> {
  const bus = buses.get(db);
  if (!bus) {
    throw new TypeError('publishChange needs a database opened by openDatabase: publish after the transaction commits, on the database itself');
  }
  return bus.publish(topic, id);
}
