import type { ProjectConfig } from '../../protocol/project-config';

/**
 * Latch's own export of a whole project (`latch export`, docs/import.md "Latch to Latch"): everything needed to
 * recreate it, password hashes and TOTP secrets included, so the file is as secret as a database backup.
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
};
