import { fail } from '../../../protocol/fail';
import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import { rethrowEmailConflict, setPrimaryEmail } from './email-channels';
import { addPersonalTeam } from '../teams/personal-team';
import type { Project } from '../projects/projects';
import { newId } from '../auth/secrets';
import { isUniqueViolation } from '../db/unique-violation';
import { loadUser, toJsonText, type UserRecord } from './user-record';
import { recordEvent } from '../events/record-event';
import { grantUserDefaultPermissions } from '../permissions/project-permissions';

/** A user to create; the password is already hashed (never hash inside a transaction). */
export type NewUser = {
  display_name?: string | null | undefined;
  profile_image_url?: string | null | undefined;
  client_metadata?: unknown;
  client_read_only_metadata?: unknown;
  server_metadata?: unknown;
  primary_email?: string | null | undefined;
  primary_email_verified?: boolean | undefined;
  primary_email_auth_enabled?: boolean | undefined;
  password_hash?: string | null | undefined;
  otp_auth_enabled?: boolean | undefined;
  /** A TOTP secret, base64 (docs/wire.md §4 "MFA"). */
  totp_secret_base64?: string | null | undefined;
  passkey_auth_enabled?: boolean | undefined;
  is_anonymous?: boolean | undefined;
  restricted_by_admin?: boolean | undefined;
  restricted_by_admin_reason?: string | null | undefined;
  restricted_by_admin_private_details?: string | null | undefined;
  country_code?: string | null | undefined;
  risk_scores?: UserRecord['risk_scores'] | undefined;
  oauth_providers?: { id: string; account_id: string; email?: string | null | undefined }[] | undefined;
};

/**
 * Creates a user with its primary e-mail, its OAuth accounts and (with config `create_team_on_sign_up`) its
 * personal team, all in one transaction: a failure leaves nothing behind. Server-created users come through here;
 * end users sign up through the sign-in gate (server/kernel/sign-in), which calls `insertUser` in its own transaction.
 * Throws `USER_EMAIL_ALREADY_EXISTS` when the address is already used for sign-in, even when another request
 * won a race for it, and `OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN` for a linked account in use.
 */
export async function createUser(db: Db, project: Project, input: NewUser): Promise<UserRecord> {
  const id = await db.transaction().execute((trx) => insertUser(trx, project, input));
  return (await loadUser(db, project.id, id)) ?? fail('a user that was just created can be read back');
}

/**
 * `createUser` inside the caller's transaction, returning the new id; records `user.created` with it. Errors are
 * already the known errors `createUser` names (the caller's transaction then rolls back).
 */
export async function insertUser(trx: Db, project: Project, input: NewUser): Promise<string> {
  const id = newId();
  const now = Date.now();
  const restricted = input.restricted_by_admin ?? false;
  try {
    await trx
      .insertInto('users')
      .values({
        id,
        project_id: project.id,
        display_name: input.display_name ?? null,
        profile_image_url: input.profile_image_url ?? null,
        password_hash: input.password_hash ?? null,
        client_metadata: toJsonText(input.client_metadata),
        client_read_only_metadata: toJsonText(input.client_read_only_metadata),
        server_metadata: toJsonText(input.server_metadata),
        is_anonymous: input.is_anonymous ?? false,
        signed_up_at: now,
        last_active_at: now,
        selected_team_id: null,
        totp_secret: input.totp_secret_base64 ?? null,
        otp_auth_enabled: input.otp_auth_enabled ?? false,
        passkey_auth_enabled: input.passkey_auth_enabled ?? false,
        restricted_by_admin: restricted,
        restricted_by_admin_reason: restricted ? (input.restricted_by_admin_reason ?? null) : null,
        restricted_by_admin_private_details: restricted ? (input.restricted_by_admin_private_details ?? null) : null,
        country_code: input.country_code ?? null,
        risk_scores: JSON.stringify(input.risk_scores ?? { sign_up: { bot: 0, free_trial_abuse: 0 } }),
      })
      .execute();
    // Every new user, signed up through the gate or created by a server, holds the project's defaults (docs/wire.md §7).
    await grantUserDefaultPermissions(trx, project, id);
    if (input.primary_email) {
      await setPrimaryEmail(trx, project.id, id, input.primary_email, {
        verified: input.primary_email_verified ?? false,
        usedForAuth: input.primary_email_auth_enabled ?? false,
      });
    }
    for (const account of input.oauth_providers ?? []) {
      await trx
        .insertInto('oauth_accounts')
        .values({
          id: newId(),
          project_id: project.id,
          user_id: id,
          provider_id: account.id,
          account_id: account.account_id,
          email: account.email ?? null,
          created_at: now,
        })
        .execute();
    }
    if (project.config.create_team_on_sign_up) {
      await addPersonalTeam(trx, project, { id, display_name: input.display_name, primary_email: input.primary_email });
    }
    await recordEvent(trx, project.id, 'user.created', { id });
  } catch (error) {
    if (isUniqueViolation(error, 'oauth_accounts')) throw new KnownError('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
    rethrowEmailConflict(error, input.primary_email);
  }
  return id;
}
