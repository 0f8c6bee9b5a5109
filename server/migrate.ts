import { Migrator, type Migration } from 'kysely';
import { features } from './features';
import type { Db } from './kernel/db/open-database';

/**
 * Every migration: the kernel's (its base schema first) and each feature's own, from their manifests
 * (ARCHITECTURE.md: a capability owns its tables). Kysely runs them in name order; never rename or edit one that
 * has shipped.
 */
export function allMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const feature of features) {
    for (const [name, migration] of Object.entries(feature.migrations ?? {})) {
      if (name in all) throw new Error(`Two migrations are named ${name}`);
      all[name] = migration;
    }
  }
  return all;
}

/**
 * Brings the schema up to date. Safe to run from several server instances at once: Kysely's migrator takes a
 * lock table on PostgreSQL, and SQLite has one writer.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  // Features add migrations independently, so a new one may sort before one a database already ran (e.g.
  // `2026-11-23-permissions` before `2026-11-23-rate-limits`): run it anyway rather than refuse to start.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => allMigrations() }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
