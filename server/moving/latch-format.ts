import type { ProjectConfig } from '../../protocol/project-config';

/**
 * Latch's own export of a whole project (`latch export`, docs/import.md "Latch to Latch"): everything needed to
 * recreate it, password hashes, TOTP secrets, passkeys and API key hashes included, so the file is as secret as a
 * database backup. Sessions are not in it: people sign in again on the new server.
 */
export type LatchExport = {
  format: 'latch-project-export';
  version: 1;
  exported_at: number;
  project: { id: string; display_name: string; description: string; config: ProjectConfig };
  permission_definitions: { scope: 'team' | 'project'; id: string; description: string | null; contained_permission_ids: string[] }[];
  teams: {
    id: string;
    display_name: string;
    profile_image_url: string | null;
    client_metadata: unknown;
    client_read_only_metadata: unknown;
    server_metadata: unknown;
    created_at: number;
    /** Absent in files written before API keys were exported: none. */
    api_keys?: LatchExportApiKey[];
  }[];
  users: LatchExportUser[];
  memberships: { team_id: string; user_id: string; display_name: string | null; permissions: string[] }[];
};

export type LatchExportUser = {
  id: string;
  display_name: string | null;
  profile_image_url: string | null;
  password_hash: string | null;
  client_metadata: unknown;
  client_read_only_metadata: unknown;
  server_metadata: unknown;
  is_anonymous: boolean;
  signed_up_at: number;
  last_active_at: number;
  totp_secret_base64: string | null;
  otp_auth_enabled: boolean;
  restricted: { reason: string | null; private_details: string | null } | null;
  country_code: string | null;
  /** The locale the user's mails are written in (docs/i18n.md "E-mails"); absent in older exports. */
  locale?: string | null;
  emails: { address: string; verified: boolean; primary: boolean; used_for_auth: boolean }[];
  oauth: { provider: string; account_id: string; email: string | null }[];
  project_permissions: string[];
  /** Absent in files written before passkeys and API keys were exported: none. */
  passkey_auth_enabled?: boolean;
  passkeys?: LatchExportPasskey[];
  api_keys?: LatchExportApiKey[];
};

/** A WebAuthn credential as stored (docs/wire.md §4 "Passkeys"): it keeps working for the same `rp_id`. */
export type LatchExportPasskey = {
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string[];
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  rp_id: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
};

/** A user's or team's API key: only its SHA-256 and last four characters exist, so the key itself keeps working. */
export type LatchExportApiKey = {
  description: string;
  is_public: boolean;
  secret_hash: string;
  last_four: string;
  created_at: number;
  expires_at: number | null;
  manually_revoked_at: number | null;
};
