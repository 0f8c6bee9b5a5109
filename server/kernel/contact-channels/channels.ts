import { KnownError } from '../../../protocol/known-error';
import { newId } from '../auth/secrets';
import type { Db } from '../db/open-database';
import type { ContactChannelTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { recordEvent } from '../events/record-event';
import { StatusError } from '../http/status-error';
import { normalizeEmail } from '../users/email-channels';

/** Addresses one user may hold: plenty for people, a bound for scripts. */
const MAX_CHANNELS_PER_USER = 50;

/** A user's channels, primary first, then oldest first. */
export async function listChannels(db: Db, projectId: string, userId: string): Promise<ContactChannelTable[]> {
  const rows = await db.selectFrom('contact_channels').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return [...rows.filter((r) => Boolean(r.is_primary)), ...rows.filter((r) => !r.is_primary)];
}

/**
 * One channel of one user of the project (another user's channel is not found either). Missing, it is a plain-text
 * 404 where a channel is read, and a 400 where one is changed or deleted, as Stack answers (docs/wire.md §3
 * "Contact channel").
 */
export async function findChannel(db: Db, projectId: string, userId: string, id: string, missing: 'read' | 'change' = 'read'): Promise<ContactChannelTable> {
  const row = await db.selectFrom('contact_channels').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw missing === 'read' ? new StatusError(404, 'Contact channel not found.') : new StatusError(400, 'Contact channel not found');
  return row;
}

export type NewChannel = { value: string; used_for_auth: boolean; is_primary?: boolean | undefined; is_verified?: boolean | undefined };
export type ChannelPatch = {
  value?: string | undefined;
  used_for_auth?: boolean | undefined;
  is_primary?: boolean | undefined;
  is_verified?: boolean | undefined;
};

/**
 * Adds an address to a user in one transaction: a new primary address demotes the old one, so `primary_email` in
 * the user JSON follows; `user.updated` is recorded. An address another account signs in with cannot be used for
 * sign-in here (`CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE`, decided by the unique index even in a race).
 */
export async function createChannel(db: Db, projectId: string, userId: string, input: NewChannel): Promise<ContactChannelTable> {
  const id = newId();
  await writeChannel(db, input.value, async (trx) => {
    const count = await trx
      .selectFrom('contact_channels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_CHANNELS_PER_USER) throw new StatusError(400, `A user can have at most ${MAX_CHANNELS_PER_USER} contact channels.`);
    if (input.used_for_auth) await refuseAddressUsedByOthers(trx, projectId, userId, input.value);
    await refuseDuplicate(trx, projectId, userId, input.value, null);
    if (input.is_primary) await demotePrimary(trx, projectId, userId);
    await trx
      .insertInto('contact_channels')
      .values({
        id,
        project_id: projectId,
        user_id: userId,
        type: 'email',
        value: input.value,
        value_normalized: normalizeEmail(input.value),
        is_verified: input.is_verified ?? false,
        is_primary: input.is_primary ?? false,
        used_for_auth: input.used_for_auth,
        created_at: Date.now(),
      })
      .execute();
    await recordEvent(trx, projectId, 'user.updated', { id: userId });
  });
  return findChannel(db, projectId, userId, id);
}

/**
 * Changes a channel in one transaction. A new address (other than a change of letter case) becomes unverified
 * unless a server says `is_verified`; making it primary demotes the old primary; `user.updated` is recorded.
 */
export async function updateChannel(db: Db, projectId: string, channel: ContactChannelTable, patch: ChannelPatch): Promise<ContactChannelTable> {
  const value = patch.value ?? channel.value;
  await writeChannel(db, value, async (trx) => {
    const usedForAuth = patch.used_for_auth ?? Boolean(channel.used_for_auth);
    const newAddress = normalizeEmail(value) !== channel.value_normalized;
    if (usedForAuth && (newAddress || !channel.used_for_auth)) await refuseAddressUsedByOthers(trx, projectId, channel.user_id, value);
    if (newAddress) await refuseDuplicate(trx, projectId, channel.user_id, value, channel.id);
    if (patch.is_primary === true && !channel.is_primary) await demotePrimary(trx, projectId, channel.user_id);
    await trx
      .updateTable('contact_channels')
      .set({
        value,
        value_normalized: normalizeEmail(value),
        used_for_auth: usedForAuth,
        is_primary: patch.is_primary ?? Boolean(channel.is_primary),
        is_verified: patch.is_verified ?? (newAddress ? false : Boolean(channel.is_verified)),
      })
      .where('id', '=', channel.id)
      .execute();
    await recordEvent(trx, projectId, 'user.updated', { id: channel.user_id });
  });
  return findChannel(db, projectId, channel.user_id, channel.id);
}

/** Removes a channel (a primary one leaves the user without `primary_email`) and records `user.updated`. */
export async function deleteChannel(db: Db, projectId: string, channel: ContactChannelTable): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('contact_channels').where('id', '=', channel.id).execute();
    await recordEvent(trx, projectId, 'user.updated', { id: channel.user_id });
  });
}

/** Marks a channel verified (after its code was used) and records `user.updated`. */
export async function markVerified(db: Db, projectId: string, channel: ContactChannelTable): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('contact_channels').set({ is_verified: true }).where('id', '=', channel.id).execute();
    await recordEvent(trx, projectId, 'user.updated', { id: channel.user_id });
  });
}

/**
 * Whether the user could still sign in without this channel: a password, a linked account, or another address used
 * for sign-in. Elements use the same rule to keep "remove" off the only way in.
 */
export async function hasOtherWayIn(db: Db, projectId: string, channel: ContactChannelTable): Promise<boolean> {
  if (!channel.used_for_auth) return true;
  const user = await db.selectFrom('users').select(['password_hash', 'passkey_auth_enabled']).where('id', '=', channel.user_id).executeTakeFirst();
  if (user?.password_hash) return true;
  const other = await db
    .selectFrom('contact_channels')
    .select('id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', channel.user_id)
    .where('used_for_auth', '=', true)
    .where('id', '!=', channel.id)
    .executeTakeFirst();
  if (other) return true;
  const account = await db.selectFrom('oauth_accounts').select('id').where('project_id', '=', projectId).where('user_id', '=', channel.user_id).executeTakeFirst();
  return account !== undefined;
}

async function writeChannel(db: Db, value: string, write: (trx: Db) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(write);
  } catch (error) {
    if (isUniqueViolation(error, 'contact_channels')) {
      // Either another account won the race for the address, or this user already holds it.
      throw new KnownError('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', {
        type: 'email',
        contact_channel_value: value,
        would_work_if_email_was_verified: false,
      });
    }
    throw error;
  }
}

async function refuseAddressUsedByOthers(trx: Db, projectId: string, userId: string, value: string): Promise<void> {
  const holder = await trx
    .selectFrom('contact_channels')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('type', '=', 'email')
    .where('value_normalized', '=', normalizeEmail(value))
    .where('used_for_auth', '=', true)
    .executeTakeFirst();
  if (holder && holder.user_id !== userId) {
    throw new KnownError('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', {
      type: 'email',
      contact_channel_value: value,
      would_work_if_email_was_verified: false,
    });
  }
}

/** One address once per user (the `contact_channels_user_value_unique` index); a second is a 400 as in Stack (docs/wire.md §3 "Contact channel"). */
async function refuseDuplicate(trx: Db, projectId: string, userId: string, value: string, exceptId: string | null): Promise<void> {
  let query = trx
    .selectFrom('contact_channels')
    .select('id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('value_normalized', '=', normalizeEmail(value));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new StatusError(400, 'Contact channel already exists');
}

async function demotePrimary(trx: Db, projectId: string, userId: string): Promise<void> {
  await trx.updateTable('contact_channels').set({ is_primary: false }).where('project_id', '=', projectId).where('user_id', '=', userId).where('is_primary', '=', true).execute();
}
