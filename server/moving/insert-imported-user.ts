import { newId } from '../kernel/auth/secrets';
import type { Db } from '../kernel/db/open-database';
import { recordEvent } from '../kernel/events/record-event';
import { isUniqueViolation } from '../kernel/db/unique-violation';
import { KnownError } from '../../protocol/known-error';
import { LOCALES } from '../../protocol/locales';
import { grantUserDefaultPermissions } from '../kernel/permissions/project-permissions';
import { grantTeamDefaultPermissions } from '../kernel/permissions/team-permissions';
import type { Project } from '../kernel/projects/projects';
import { normalizeEmail, rethrowEmailConflict } from '../kernel/users/email-channels';
import { toJsonText } from '../kernel/users/user-record';
import type { ImportMembership, ImportUser } from './import-record';
import { insertImportedApiKeys, insertImportedPasskeys } from './insert-credentials';

/** Source team id → Latch team id, and whether that team was written (a dry run's teams were rolled back). */
export type TeamIds = Map<string, { id: string; written: boolean }>;

/**
 * Writes one checked user inside the caller's transaction: the row (with the source's sign-up time), every
 * address (the primary one signs in), OAuth links, project permissions (the file's, or the project's defaults)
 * and memberships (with the file's team permissions, or the member defaults), passkeys and API keys (Latch exports),
 * then `user.created`.
 */
export async function insertImportedUser(trx: Db, project: Project, user: ImportUser & { id: string }, memberships: ImportMembership[], teamIds: TeamIds): Promise<void> {
  const now = Date.now();
  await trx
    .insertInto('users')
    .values({
      id: user.id,
      project_id: project.id,
      display_name: user.displayName ?? null,
      profile_image_url: user.profileImageUrl ?? null,
      password_hash: user.passwordHash ?? null,
      client_metadata: toJsonText(user.clientMetadata),
      client_read_only_metadata: toJsonText(user.clientReadOnlyMetadata),
      server_metadata: toJsonText(user.serverMetadata),
      is_anonymous: user.isAnonymous ?? false,
      signed_up_at: user.signedUpAt ?? now,
      last_active_at: user.lastActiveAt ?? user.signedUpAt ?? now,
      selected_team_id: null,
      totp_secret: user.totpSecretBase64 ?? null,
      otp_auth_enabled: user.otpAuthEnabled ?? false,
      passkey_auth_enabled: user.passkeyAuthEnabled ?? (user.passkeys ?? []).length > 0,
      restricted_by_admin: Boolean(user.restricted),
      restricted_by_admin_reason: user.restricted?.reason ?? null,
      restricted_by_admin_private_details: user.restricted?.privateDetails ?? null,
      country_code: user.countryCode ?? null,
      locale: LOCALES.find((locale) => locale === user.locale) ?? null,
      risk_scores: JSON.stringify({ sign_up: { bot: 0, free_trial_abuse: 0 } }),
    })
    .execute();
  try {
    for (const email of user.emails) {
      await trx
        .insertInto('contact_channels')
        .values({
          id: newId(),
          project_id: project.id,
          user_id: user.id,
          type: 'email',
          value: email.address,
          value_normalized: normalizeEmail(email.address),
          is_verified: email.verified,
          is_primary: email.primary,
          used_for_auth: email.usedForAuth ?? email.primary,
          created_at: user.signedUpAt ?? now,
        })
        .execute();
    }
    for (const account of user.oauth ?? []) {
      await trx
        .insertInto('oauth_accounts')
        .values({
          id: newId(),
          project_id: project.id,
          user_id: user.id,
          provider_id: account.provider,
          account_id: account.accountId,
          email: account.email ?? null,
          created_at: now,
        })
        .execute();
    }
  } catch (error) {
    if (isUniqueViolation(error, 'oauth_accounts')) throw new KnownError('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
    rethrowEmailConflict(error, user.emails[0]?.address);
  }
  if (user.projectPermissions === undefined) await grantUserDefaultPermissions(trx, project, user.id);
  for (const permission of user.projectPermissions ?? []) {
    await trx.insertInto('project_permission_grants').values({ project_id: project.id, user_id: user.id, permission_id: permission, created_at: now }).execute();
  }
  for (const membership of memberships) {
    const team = teamIds.get(membership.teamSourceId);
    if (!team?.written) continue;
    await trx
      .insertInto('team_members')
      .values({ project_id: project.id, team_id: team.id, user_id: user.id, display_name: membership.displayName ?? null, profile_image_url: null, created_at: now })
      .execute();
    if (membership.permissions === undefined) await grantTeamDefaultPermissions(trx, project, team.id, user.id, 'member');
    for (const permission of membership.permissions ?? []) {
      await trx.insertInto('team_permission_grants').values({ project_id: project.id, team_id: team.id, user_id: user.id, permission_id: permission, created_at: now }).execute();
    }
  }
  await insertImportedPasskeys(trx, project, user.id, user.passkeys ?? []);
  await insertImportedApiKeys(trx, project, { user_id: user.id }, user.apiKeys ?? []);
  await recordEvent(trx, project.id, 'user.created', { id: user.id });
}
