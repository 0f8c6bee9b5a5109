import { Migrator, type Migration } from 'kysely';
import { authMigrations } from './kernel/auth/migrations';
import { eventMigrations } from './kernel/events/migrations';
import { features } from './features';
import { mailMigration } from './kernel/mail/migrations/2026-11-23-mail';
import { initial } from './kernel/db/migrations/0001-initial';
import { verificationCodesMigration } from './kernel/codes/migration';
import { rateLimitsMigration } from './kernel/limits/migration';
import { knownSignInPlacesMigration, signUpRuleTriggersMigration } from './kernel/sign-in/migration';
import type { Db } from './kernel/db/open-database';

/**
 * Every migration: the base schema and the shared base modules' (codes, limits, known sign-in places), then each feature's own
 * (ARCHITECTURE.md: a capability owns its tables). Kysely runs
 * them in name order; never rename or edit one that has shipped.
 */
export function allMigrations(): Record<string, Migration> {
  const all: Record<string, Migration> = {
    '0001-initial': initial,
    '2026-11-23-verification-codes': verificationCodesMigration,
    '2026-11-23-rate-limits': rateLimitsMigration,
    ...eventMigrations,
    ...authMigrations,
    '2026-11-23-mail': mailMigration,
    '2026-11-27-known-sign-in-places': knownSignInPlacesMigration,
    '2026-11-28-sign-up-rule-triggers': signUpRuleTriggersMigration,
  };
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
