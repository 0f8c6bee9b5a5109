import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import { newId } from '../auth/secrets';
import { isUniqueViolation } from '../db/unique-violation';

/** E-mail addresses match case-insensitively (the `value_normalized` column). */
export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

/** The user of the project who signs in with this address (at most one does), and whether they proved it. */
export async function authEmailOwner(db: Db, projectId: string, email: string): Promise<{ user_id: string; is_verified: boolean } | undefined> {
  return db
    .selectFrom('contact_channels')
    .select(['user_id', 'is_verified'])
    .where('project_id', '=', projectId)
    .where('type', '=', 'email')
    .where('value_normalized', '=', normalizeEmail(email))
    .where('used_for_auth', '=', true)
    .executeTakeFirst();
}

/** Whether some user of the project signs in with this address. */
export async function isEmailUsedForAuth(db: Db, projectId: string, email: string): Promise<boolean> {
  return (await authEmailOwner(db, projectId, email)) !== undefined;
}

/**
 * Rethrows a write error, as `USER_EMAIL_ALREADY_EXISTS` when a contact-channel unique index refused it: the
 * partial index on addresses used for sign-in is what decides a race between two sign-ups with one address.
 */
export function rethrowEmailConflict(error: unknown, email: string | null | undefined): never {
  if (isUniqueViolation(error, 'contact_channels')) {
    throw new KnownError('USER_EMAIL_ALREADY_EXISTS', { email: email ?? null, would_work_if_email_was_verified: false });
  }
  throw error;
}

/** State to give a primary e-mail; undefined keeps what the address had. */
export type PrimaryEmailFlags = { verified?: boolean | undefined; usedForAuth?: boolean | undefined };

/**
 * Sets (or with null removes) a user's primary e-mail, inside the caller's transaction, as Stack does (docs/wire.md §3
 * "Contact channel"): the old primary address stays as one of the user's contact channels, no longer primary, with
 * its verified state but no longer used for sign-in; null only demotes it. A new address is unverified unless `verified` says otherwise;
 * an address the user already holds (in any letter case) is promoted and keeps its verified state. Whether the
 * primary address signs in carries over from the old primary address unless `usedForAuth` is given.
 */
export async function setPrimaryEmail(trx: Db, projectId: string, userId: string, value: string | null, flags: PrimaryEmailFlags = {}): Promise<void> {
  const channels = await trx.selectFrom('contact_channels').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).where('type', '=', 'email').execute();
  const current = channels.find((c) => Boolean(c.is_primary));
  const normalized = value === null ? null : normalizeEmail(value);
  const same = channels.find((c) => c.value_normalized === normalized);
  // Demoted first: one primary address per user (contact_channels_primary_unique). It stops signing in (Latch
  // differs, docs/wire.md §3 "Contact channel"): the user moved away from it, perhaps because they lost the mailbox.
  if (current && current.id !== same?.id) {
    await trx.updateTable('contact_channels').set({ is_primary: false, used_for_auth: false }).where('id', '=', current.id).execute();
  }
  if (value === null || normalized === null) return;
  const fields = {
    value,
    value_normalized: normalized,
    is_primary: true,
    is_verified: flags.verified ?? (same ? Boolean(same.is_verified) : false),
    used_for_auth: flags.usedForAuth ?? Boolean((current ?? same)?.used_for_auth),
  };
  if (same) {
    await trx.updateTable('contact_channels').set(fields).where('id', '=', same.id).execute();
  } else {
    await trx
      .insertInto('contact_channels')
      .values({ id: newId(), project_id: projectId, user_id: userId, type: 'email', created_at: Date.now(), ...fields })
      .execute();
  }
}

/** Changes the flags of a user's primary e-mail, if the user has one. */
export async function updatePrimaryEmailFlags(trx: Db, projectId: string, userId: string, flags: PrimaryEmailFlags): Promise<void> {
  const set = {
    ...(flags.verified !== undefined ? { is_verified: flags.verified } : {}),
    ...(flags.usedForAuth !== undefined ? { used_for_auth: flags.usedForAuth } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await trx
    .updateTable('contact_channels')
    .set(set)
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('type', '=', 'email')
    .where('is_primary', '=', true)
    .execute();
}
