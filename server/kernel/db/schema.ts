import type { Generated } from 'kysely';
import type { CodesTables } from '../codes/tables';
import type { EventTables } from '../events/tables';
import type { LimitsTables } from '../limits/tables';
import type { SignInTables } from '../sign-in/tables';
import type { MailTables } from '../mail/tables';
import type { PermissionsTables } from '../permissions/tables';
import type { SessionsTables } from '../sessions/tables';

/**
 * Table types for Kysely. Times are epoch milliseconds; JSON documents are stored as text and parsed by the
 * services; booleans are booleans on both engines (open-database.ts maps SQLite's 0/1 back).
 */
type Bool = boolean;

export interface ProjectTable {
  id: string;
  display_name: string;
  description: string;
  created_at: number;
  is_production_mode: Bool;
  owner_team_id: string | null;
  logo_url: string | null;
  logo_full_url: string | null;
  logo_dark_mode_url: string | null;
  logo_full_dark_mode_url: string | null;
  /** JSON of `ProjectConfig`. */
  config: string;
}

/** A set of project keys created together; each key is stored only as its SHA-256 and last four characters. */
export interface ApiKeySetTable {
  id: string;
  project_id: string;
  description: string;
  created_at: number;
  expires_at: number | null;
  manually_revoked_at: number | null;
  publishable_client_key_hash: string | null;
  publishable_client_key_last_four: string | null;
  secret_server_key_hash: string | null;
  secret_server_key_last_four: string | null;
  super_secret_admin_key_hash: string | null;
  super_secret_admin_key_last_four: string | null;
}

/** ES256 signing keys shared by every server instance; the newest unretired key signs. */
export interface SigningKeyTable {
  kid: string;
  /** The project whose tokens only this key signs; null for the server-wide set. */
  project_id: string | null;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
  retired_at: number | null;
}

/** Small server-wide facts (e.g. which project is the demo project). */
interface SettingTable {
  key: string;
  value: string;
}

export interface UserTable {
  id: string;
  project_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  password_hash: string | null;
  client_metadata: string | null;
  client_read_only_metadata: string | null;
  server_metadata: string | null;
  is_anonymous: Bool;
  signed_up_at: number;
  last_active_at: number;
  selected_team_id: string | null;
  totp_secret: string | null;
  otp_auth_enabled: Bool;
  passkey_auth_enabled: Bool;
  restricted_by_admin: Bool;
  restricted_by_admin_reason: string | null;
  restricted_by_admin_private_details: string | null;
  country_code: string | null;
  /** The shipped locale (protocol/locales.ts) the user signed up or last signed in with; their e-mails use it. Null: none asked. */
  locale: string | null;
  /** JSON `{sign_up: {bot, free_trial_abuse}}`. */
  risk_scores: string;
}

export interface ContactChannelTable {
  id: string;
  project_id: string;
  user_id: string;
  type: string;
  value: string;
  /** Lower-cased value: e-mail addresses match case-insensitively. */
  value_normalized: string;
  is_verified: Bool;
  is_primary: Bool;
  used_for_auth: Bool;
  created_at: number;
}

export interface OAuthAccountTable {
  id: string;
  project_id: string;
  user_id: string;
  provider_id: string;
  account_id: string;
  email: string | null;
  /** Whether this account may sign its user in (Stack's `allow_sign_in`). */
  allow_sign_in: Generated<Bool>;
  /** Whether its provider tokens may be handed out (Stack's `allow_connected_accounts`). */
  allow_connected_accounts: Generated<Bool>;
  created_at: number;
}

/** A session: one refresh token, stored as its SHA-256. */
export interface SessionTable {
  id: string;
  project_id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  last_used_at: number;
  expires_at: number | null;
  is_impersonation: Bool;
  last_used_ip: string | null;
  /** The User-Agent it was last used with (features/sessions/device-of.ts), trimmed to 512 characters. */
  last_used_user_agent: string | null;
  /** The country it was last used from, as a trusted proxy's geo header said (kernel/http/client-address.ts). */
  last_used_country_code: string | null;
  /** Key of the refresh-token chain, set at the first rotation (features/sessions/rotate-refresh-token.ts). */
  rotation_secret: string | null;
}

export interface TeamTable {
  id: string;
  project_id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata: string | null;
  client_read_only_metadata: string | null;
  server_metadata: string | null;
  created_at: number;
}

export interface TeamMemberTable {
  project_id: string;
  team_id: string;
  user_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  created_at: number;
}

/**
 * Every table of the server. The kernel's are named here; each feature adds its own from its `tables.ts` by
 * declaration merging (`declare module '…/kernel/db/schema' { interface Database extends XTables {} }`), so the
 * kernel names no feature and a new capability edits no shared list. No kernel code reads a feature's table.
 */
export interface Database extends CodesTables, EventTables, LimitsTables, MailTables, PermissionsTables, SessionsTables, SignInTables {
  projects: ProjectTable;
  api_key_sets: ApiKeySetTable;
  signing_keys: SigningKeyTable;
  settings: SettingTable;
  users: UserTable;
  contact_channels: ContactChannelTable;
  oauth_accounts: OAuthAccountTable;
  sessions: SessionTable;
  teams: TeamTable;
  team_members: TeamMemberTable;
}
