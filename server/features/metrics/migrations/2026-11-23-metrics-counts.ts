import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Indexes that let the metrics count a million users from indexes alone (bench/users-list.mjs): users by project and
 * anonymity in sign-up order (the total and sign-ups per day), and one partial index per login method, which
 * login-methods.ts counts with the same literal conditions (a partial index serves only a query that implies it).
 */
export const metricsCounts: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('users_project_anonymous_signed_up').on('users').columns(['project_id', 'is_anonymous', 'signed_up_at']).execute();
    const partial = {
      users_with_password: sql<boolean>`password_hash is not null`,
      users_with_otp: sql<boolean>`otp_auth_enabled = ${sql.lit(true)}`,
      users_with_passkey: sql<boolean>`passkey_auth_enabled = ${sql.lit(true)}`,
    };
    for (const [name, condition] of Object.entries(partial)) {
      await db.schema.createIndex(name).on('users').column('project_id').where(condition).execute();
    }
  },
};
