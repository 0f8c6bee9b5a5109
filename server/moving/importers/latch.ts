import type { ImportBatch } from '../import-record';
import type { LatchExport } from '../latch-format';

/** Reads `latch export`'s file, refusing anything else; the config and permission definitions go with it. */
export function readLatchExport(text: string): { batch: ImportBatch; source: LatchExport } {
  const source = JSON.parse(text) as LatchExport;
  if (source.format !== 'latch-project-export' || source.version !== 1) throw new Error('This is not a file written by `latch export` (format latch-project-export, version 1).');
  const batch: ImportBatch = {
    teams: source.teams.map((t) => ({
      sourceId: t.id,
      id: t.id,
      displayName: t.display_name,
      profileImageUrl: t.profile_image_url,
      clientMetadata: t.client_metadata,
      clientReadOnlyMetadata: t.client_read_only_metadata,
      serverMetadata: t.server_metadata,
      createdAt: t.created_at,
      apiKeys: t.api_keys,
    })),
    users: source.users.map((u) => ({
      sourceId: u.id,
      id: u.id,
      displayName: u.display_name,
      profileImageUrl: u.profile_image_url,
      passwordHash: u.password_hash,
      clientMetadata: u.client_metadata,
      clientReadOnlyMetadata: u.client_read_only_metadata,
      serverMetadata: u.server_metadata,
      isAnonymous: u.is_anonymous,
      signedUpAt: u.signed_up_at,
      lastActiveAt: u.last_active_at,
      totpSecretBase64: u.totp_secret_base64,
      otpAuthEnabled: u.otp_auth_enabled,
      restricted: u.restricted ? { reason: u.restricted.reason, privateDetails: u.restricted.private_details } : null,
      countryCode: u.country_code,
      locale: u.locale,
      emails: u.emails.map((e) => ({ address: e.address, verified: e.verified, primary: e.primary, usedForAuth: e.used_for_auth })),
      oauth: u.oauth.map((o) => ({ provider: o.provider, accountId: o.account_id, email: o.email })),
      projectPermissions: u.project_permissions,
      passkeyAuthEnabled: u.passkey_auth_enabled,
      passkeys: u.passkeys,
      apiKeys: u.api_keys,
    })),
    memberships: source.memberships.map((m) => ({ teamSourceId: m.team_id, userSourceId: m.user_id, displayName: m.display_name, permissions: m.permissions })),
  };
  return { batch, source };
}
