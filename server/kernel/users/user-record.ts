import type { Db } from '../db/open-database';
import type { UserTable } from '../db/schema';
import { getProject } from '../projects/projects';

export type RestrictedReason = { type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' };

/** A user as the services see it: the users row, its primary e-mail and its OAuth accounts, parsed. */
export type UserRecord = {
  id: string;
  project_id: string;
  display_name: string | null;
  profile_image_url: string | null;
  primary_email: string | null;
  primary_email_verified: boolean;
  primary_email_auth_enabled: boolean;
  password_hash: string | null;
  client_metadata: unknown;
  client_read_only_metadata: unknown;
  server_metadata: unknown;
  is_anonymous: boolean;
  signed_up_at: number;
  last_active_at: number;
  selected_team_id: string | null;
  totp_secret: string | null;
  otp_auth_enabled: boolean;
  passkey_auth_enabled: boolean;
  restricted_by_admin: boolean;
  restricted_by_admin_reason: string | null;
  restricted_by_admin_private_details: string | null;
  country_code: string | null;
  risk_scores: { sign_up: { bot: number; free_trial_abuse: number } };
  oauth_providers: { id: string; account_id: string; email: string | null }[];
  /** The project requires a verified primary e-mail (`require_email_verification`), read with the user. */
  email_verification_required: boolean;
};

/** Why a user is restricted, or null (docs/wire.md §3: non-null iff `is_restricted`). */
export function restrictedReason(user: UserRecord): RestrictedReason | null {
  if (user.is_anonymous) return { type: 'anonymous' };
  // Before the administrator's restriction, as Stack orders them: this one the user can lift (docs/wire.md §3 "Config").
  if (user.email_verification_required && !user.primary_email_verified) return { type: 'email_not_verified' };
  if (user.restricted_by_admin) return { type: 'restricted_by_administrator' };
  return null;
}

/** Loads one user of a project, or undefined. */
export async function loadUser(db: Db, projectId: string, userId: string): Promise<UserRecord | undefined> {
  const [user] = await loadUsers(db, projectId, [userId]);
  return user;
}

/** Loads users of a project by id, in the order given; ids that do not exist are skipped. */
export async function loadUsers(db: Db, projectId: string, ids: readonly string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const [project, rows, emails, accounts] = await Promise.all([
    getProject(db, projectId),
    db.selectFrom('users').selectAll().where('project_id', '=', projectId).where('id', 'in', ids).execute(),
    db
      .selectFrom('contact_channels')
      .select(['user_id', 'value', 'is_verified', 'used_for_auth'])
      .where('project_id', '=', projectId)
      .where('user_id', 'in', ids)
      .where('type', '=', 'email')
      .where('is_primary', '=', true)
      .execute(),
    db
      .selectFrom('oauth_accounts')
      .select(['user_id', 'provider_id', 'account_id', 'email'])
      .where('project_id', '=', projectId)
      .where('user_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const email = emails.find((e) => e.user_id === id);
    const providers = accounts.filter((a) => a.user_id === id).map((a) => ({ id: a.provider_id, account_id: a.account_id, email: a.email }));
    return [fromRow(row, email, providers, project?.config.require_email_verification ?? false)];
  });
}

/** A user record from its row, its primary e-mail channel (if any) and its OAuth accounts. */
export function fromRow(
  row: UserTable,
  email: { value: string; is_verified: boolean | number; used_for_auth: boolean | number } | undefined,
  oauth_providers: UserRecord['oauth_providers'],
  email_verification_required: boolean,
): UserRecord {
  return {
    ...row,
    primary_email: email?.value ?? null,
    primary_email_verified: Boolean(email?.is_verified),
    primary_email_auth_enabled: Boolean(email?.used_for_auth),
    client_metadata: parseJson(row.client_metadata),
    client_read_only_metadata: parseJson(row.client_read_only_metadata),
    server_metadata: parseJson(row.server_metadata),
    is_anonymous: Boolean(row.is_anonymous),
    otp_auth_enabled: Boolean(row.otp_auth_enabled),
    passkey_auth_enabled: Boolean(row.passkey_auth_enabled),
    restricted_by_admin: Boolean(row.restricted_by_admin),
    risk_scores: JSON.parse(row.risk_scores) as UserRecord['risk_scores'],
    oauth_providers,
    email_verification_required,
  };
}

/** Metadata columns hold JSON text, or SQL NULL for JSON null. */
export function parseJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

export function toJsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
