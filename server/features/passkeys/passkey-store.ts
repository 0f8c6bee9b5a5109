import type { PasskeyJson } from '../../../protocol/passkeys/json';
import { KnownError } from '../../../protocol/known-error';
import { newId } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { recordEvent } from '../../kernel/events/record-event';
import { numberedName } from './passkey-name';
import type { PasskeyTable } from './tables';

/** A passkey as the services read it. */
export type PasskeyRow = PasskeyTable;

/**
 * What registration stores of a verified credential, with the name it would like (passkey-name.ts): numbered when
 * the user already has a passkey of that name.
 */
export type NewPasskey = Pick<PasskeyTable, 'credential_id' | 'public_key' | 'counter' | 'device_type' | 'backed_up' | 'rp_id' | 'name'> & { transports: string[] };

/**
 * The `passkeys` table (docs/wire.md §4 "Passkeys"): every read names the project, so a credential or passkey id of
 * another project is never found. Adding a passkey turns the user's `passkey_auth_enabled` on; removing the last
 * one turns it off, in the same transaction, with `user.updated` in the outbox when the switch changes.
 */
export class PasskeyStore {
  constructor(private readonly db: Db) {}

  /** The user's passkeys, oldest first. */
  list(projectId: string, userId: string): Promise<PasskeyRow[]> {
    return this.db.selectFrom('passkeys').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  }

  /** The passkey of a credential id within a project. */
  async byCredentialId(projectId: string, credentialId: string): Promise<PasskeyRow | undefined> {
    return this.db.selectFrom('passkeys').selectAll().where('project_id', '=', projectId).where('credential_id', '=', credentialId).executeTakeFirst();
  }

  /** Stores a verified credential under its name (numbered if the user has one so named); false when the project already has that credential id. */
  async add(projectId: string, userId: string, passkey: NewPasskey, now = Date.now()): Promise<boolean> {
    try {
      return await this.insert(projectId, userId, passkey, now);
    } catch (error) {
      // Two registrations of one credential at once: the one that lost the race is refused like a later one.
      if (isUniqueViolation(error, 'passkeys')) return false;
      throw error;
    }
  }

  private insert(projectId: string, userId: string, passkey: NewPasskey, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('passkeys').select('id').where('project_id', '=', projectId).where('credential_id', '=', passkey.credential_id).executeTakeFirst();
      if (taken) return false;
      const names = await trx.selectFrom('passkeys').select('name').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
      const name = numberedName(
        passkey.name,
        names.map((row) => row.name),
      );
      await trx
        .insertInto('passkeys')
        .values({ ...passkey, name, id: newId(), project_id: projectId, user_id: userId, transports: JSON.stringify(passkey.transports), created_at: now, last_used_at: null })
        .execute();
      await setPasskeyAuth(trx, projectId, userId, true);
      return true;
    });
  }

  /** Records a sign-in: the authenticator's new counter and the time. */
  async markUsed(projectId: string, id: string, counter: number, now = Date.now()): Promise<void> {
    await this.db.updateTable('passkeys').set({ counter, last_used_at: now }).where('project_id', '=', projectId).where('id', '=', id).execute();
  }

  /** Renames one of the user's passkeys; `PASSKEY_NOT_FOUND` when the user has none of that id. */
  async rename(projectId: string, userId: string, id: string, name: string): Promise<PasskeyRow> {
    await this.db.updateTable('passkeys').set({ name }).where('project_id', '=', projectId).where('user_id', '=', userId).where('id', '=', id).execute();
    const row = await this.db.selectFrom('passkeys').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new KnownError('PASSKEY_NOT_FOUND');
    return row;
  }

  /** Removes one of the user's passkeys (the last one turns passkey sign-in off); `PASSKEY_NOT_FOUND` when none. */
  async remove(projectId: string, userId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('passkeys').where('project_id', '=', projectId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new KnownError('PASSKEY_NOT_FOUND');
      const left = await trx.selectFrom('passkeys').select('id').where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
      if (!left) await setPasskeyAuth(trx, projectId, userId, false);
    });
  }
}

/** Turns the user's passkey sign-in on or off; a change is the user's `user.updated` (its JSON shows the switch). */
async function setPasskeyAuth(trx: Db, projectId: string, userId: string, enabled: boolean): Promise<void> {
  const result = await trx
    .updateTable('users')
    .set({ passkey_auth_enabled: enabled })
    .where('project_id', '=', projectId)
    .where('id', '=', userId)
    .where('passkey_auth_enabled', '=', !enabled)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) await recordEvent(trx, projectId, 'user.updated', { id: userId });
}

/**
 * A passkey on the wire (protocol/passkeys/json.ts).
 *
 * @example
 * ```ts
 * return c.json({ items: rows.map(toPasskeyJson), is_paginated: false });
 * ```
 */
export function toPasskeyJson(row: PasskeyRow): PasskeyJson {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    created_at_millis: Number(row.created_at),
    last_used_at_millis: row.last_used_at === null ? null : Number(row.last_used_at),
    device_type: row.device_type,
    backed_up: Boolean(row.backed_up),
  };
}
