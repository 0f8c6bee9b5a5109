import { Migrator, type Migration } from 'kysely';
import type { Db } from './open-database';
import { initial } from './migrations/0001-initial';

/** Every migration, in order. Names sort lexically; never rename or edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};

/**
 * Brings the schema up to date. Safe to run from several server instances at once: Kysely's migrator takes a
 * lock table on PostgreSQL, and SQLite has one writer.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
