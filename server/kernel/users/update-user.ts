import { KnownError } from '../../../protocol/known-error';
import type { ServerUserUpdateBody } from '../../../protocol/users/schemas';
import type { Db } from '../db/open-database';
import type { UserTable } from '../db/schema';
import { rethrowEmailConflict, setPrimaryEmail, updatePrimaryEmailFlags, type PrimaryEmailFlags } from './email-channels';
import type { PasswordHasher } from '../passwords/password-hasher';
import { checkPasswordPolicy } from '../passwords/password-policy';
import { checkPasswordFields } from '../passwords/imported-hash';
import { toJsonText, type UserRecord } from './user-record';
import { isTeamMember } from '../teams/memberships';
import { renamePersonalTeam } from '../teams/personal-team';
import { publishChange } from '../cache/database-invalidation';
import { TOPIC } from '../cache/topics';
import { runFeatureHooks } from '../feature-hooks';
import { recordEvent } from '../events/record-event';
import { endUserSessions } from '../sessions/end-sessions';

/**
 * Applies a user PATCH (server body, or the client body which is a subset of it) in one transaction and returns
 * nothing; the caller reads the user back. A new password is hashed before the transaction starts. Setting a
 * password (or hash, or removing it) revokes all the user's sessions (docs/wire.md §3), each a `session.deleted`. A
 * selected team must be one the user belongs to. Every PATCH that succeeds records `user.updated` (README
 * "Webhooks"; Stack sends one for every update, even one that changes nothing) in the same transaction, so a
 * refused or failed PATCH records none.
 */
export async function updateUser(deps: { db: Db; passwords: PasswordHasher }, user: UserRecord, patch: ServerUserUpdateBody): Promise<void> {
  const { db } = deps;
  checkPasswordFields(patch);
  const passwordHash = await newPasswordHash(deps.passwords, patch);
  const row = userRowChanges(patch, passwordHash);
  try {
    await db.transaction().execute(async (trx) => {
      if (patch.selected_team_id) {
        if (!(await isTeamMember(trx, user.project_id, patch.selected_team_id, user.id)))
          throw new KnownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: patch.selected_team_id, user_id: user.id });
      }
      if (Object.keys(row).length > 0) {
        const updated = await trx.updateTable('users').set(row).where('project_id', '=', user.project_id).where('id', '=', user.id).executeTakeFirst();
        // Deleted by another request meanwhile: nothing was updated, so no event either.
        if (Number(updated.numUpdatedRows) === 0) throw new KnownError('USER_NOT_FOUND');
      }
      // No secret: no recovery codes either; a new secret: the old one's last accepted step means nothing.
      if (patch.totp_secret_base64 === null) await runFeatureHooks('secondFactorRemoved', trx, user.project_id, user.id);
      else if (patch.totp_secret_base64 !== undefined) await runFeatureHooks('secondFactorReplaced', trx, user.project_id, user.id);
      const flags = { verified: patch.primary_email_verified, usedForAuth: patch.primary_email_auth_enabled };
      if (patch.primary_email === undefined && !user.primary_email) refuseEmailFlagsWithoutEmail(flags);
      if (patch.primary_email !== undefined) {
        await setPrimaryEmail(trx, user.project_id, user.id, patch.primary_email, flags);
      } else {
        await updatePrimaryEmailFlags(trx, user.project_id, user.id, flags);
      }
      if (passwordHash !== undefined) await endUserSessions(trx, user.project_id, user.id, { reason: 'password_changed' });
      // Stack renames the personal team when a PATCH makes an anonymous user a real one (docs/wire.md §4 "Anonymous upgrade").
      if (user.is_anonymous && patch.is_anonymous === false) await renamePersonalTeam(trx, user.project_id, user.id, patch.display_name || patch.primary_email);
      await recordEvent(trx, user.project_id, 'user.updated', { id: user.id });
    });
  } catch (error) {
    rethrowEmailConflict(error, patch.primary_email ?? user.primary_email);
  }
  // Announced after the commit: the user's sessions ended.
  if (passwordHash !== undefined) await publishChange(db, TOPIC.user, user.id);
}

/** Stack refuses an e-mail flag for a user without an address (API/users/crud.tsx `checkAuthData`). */
function refuseEmailFlagsWithoutEmail(flags: PrimaryEmailFlags): void {
  const set = [flags.usedForAuth && 'primary_email_auth_enabled', flags.verified && 'primary_email_verified'].filter(Boolean);
  if (set.length === 0) return;
  const lines = set.map((key) => `  - body.${String(key)}: ${String(key)} cannot be true without primary_email`).join('\n');
  throw new KnownError('SCHEMA_ERROR', { message: `Request validation failed on the user update:\n${lines}` });
}

/** The stored form of a password change: a new hash, null to remove the password, undefined for no change. */
async function newPasswordHash(passwords: PasswordHasher, patch: ServerUserUpdateBody): Promise<string | null | undefined> {
  if (patch.password_hash !== undefined) return patch.password_hash;
  if (patch.password === undefined || patch.password === null) return patch.password;
  checkPasswordPolicy(patch.password);
  return passwords.hash(patch.password);
}

function userRowChanges(patch: ServerUserUpdateBody, passwordHash: string | null | undefined): Partial<UserTable> {
  const row: Partial<UserTable> = {};
  if (patch.display_name !== undefined) row.display_name = patch.display_name;
  if (patch.profile_image_url !== undefined) row.profile_image_url = patch.profile_image_url;
  if (patch.client_metadata !== undefined) row.client_metadata = toJsonText(patch.client_metadata);
  if (patch.client_read_only_metadata !== undefined) row.client_read_only_metadata = toJsonText(patch.client_read_only_metadata);
  if (patch.server_metadata !== undefined) row.server_metadata = toJsonText(patch.server_metadata);
  if (patch.otp_auth_enabled !== undefined) row.otp_auth_enabled = patch.otp_auth_enabled;
  if (patch.totp_secret_base64 !== undefined) row.totp_secret = patch.totp_secret_base64;
  if (patch.passkey_auth_enabled !== undefined) row.passkey_auth_enabled = patch.passkey_auth_enabled;
  if (patch.selected_team_id !== undefined) row.selected_team_id = patch.selected_team_id;
  if (patch.is_anonymous === false) row.is_anonymous = false;
  if (patch.country_code !== undefined) row.country_code = patch.country_code;
  if (patch.risk_scores !== undefined) row.risk_scores = JSON.stringify(patch.risk_scores);
  if (passwordHash !== undefined) row.password_hash = passwordHash;
  if (patch.restricted_by_admin !== undefined) {
    row.restricted_by_admin = patch.restricted_by_admin;
    // Lifting a restriction clears its reasons, which only mean something while it holds.
    if (!patch.restricted_by_admin) {
      row.restricted_by_admin_reason = null;
      row.restricted_by_admin_private_details = null;
    }
  }
  if (patch.restricted_by_admin_reason !== undefined && patch.restricted_by_admin !== false) {
    row.restricted_by_admin_reason = patch.restricted_by_admin_reason;
  }
  if (patch.restricted_by_admin_private_details !== undefined && patch.restricted_by_admin !== false) {
    row.restricted_by_admin_private_details = patch.restricted_by_admin_private_details;
  }
  return row;
}
