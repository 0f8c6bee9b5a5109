import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../db/open-database';
import { namedStatement } from '../db/named-statements';
import type { TeamTable, UserTable } from '../db/schema';
import { fromRow, type UserRecord } from './user-record';
import { getProject } from '../projects/projects';

/** What one access token's request needs: its user, whether its session is live, and the user's selected team. */
export type SessionUser = {
  user: UserRecord;
  /** The selected team's row, null when none is selected or it no longer exists. */
  selectedTeam: TeamTable | null;
  sessionLastUsedAt: number;
  /** When the session ends (null: never); a cached copy is only used before then. */
  sessionExpiresAt: number | null;
};

export type SessionKey = { projectId: string; userId: string; sessionId: string };

/**
 * The tables this query reads. A write to any of them may change what it answers (see session-user-cache.ts), so
 * a table added to the query must be added here; server/kernel/cache/table-writes.test.ts checks the SQL names no other.
 */
export const SESSION_USER_TABLES = ['users', 'sessions', 'contact_channels', 'oauth_accounts', 'teams'] as const;

/**
 * Named, not `u.*`: PostgreSQL refuses to run a prepared `*` statement whose row type changed ("cached plan must not
 * change result type"), so a column added by a newer instance's migration would break this one's named statement.
 */
const USER_COLUMNS = [
  'id',
  'project_id',
  'display_name',
  'profile_image_url',
  'password_hash',
  'client_metadata',
  'client_read_only_metadata',
  'server_metadata',
  'is_anonymous',
  'signed_up_at',
  'last_active_at',
  'selected_team_id',
  'totp_secret',
  'otp_auth_enabled',
  'passkey_auth_enabled',
  'restricted_by_admin',
  'restricted_by_admin_reason',
  'restricted_by_admin_private_details',
  'country_code',
  'locale',
  'risk_scores',
] as const satisfies readonly (keyof UserTable)[];
/** Fails to compile when UserTable gains a column USER_COLUMNS lacks. */
const everyUserColumn: Exclude<keyof UserTable, (typeof USER_COLUMNS)[number]> extends never ? true : never = true;
void everyUserColumn;

const TEAM_COLUMNS = [
  'id',
  'project_id',
  'display_name',
  'profile_image_url',
  'client_metadata',
  'client_read_only_metadata',
  'server_metadata',
  'created_at',
] as const satisfies readonly (keyof TeamTable)[];
const everyTeamColumn: Exclude<keyof TeamTable, (typeof TEAM_COLUMNS)[number]> extends never ? true : never = true;
void everyTeamColumn;

/**
 * The user, its live session, its primary e-mail, its OAuth accounts (a JSON array) and its selected team (a JSON
 * object) in one statement and one round trip. Written per dialect, once: building and compiling it with Kysely on
 * every request cost about as much as running it (issue 7). `is_primary = true` is a literal, as in the partial
 * unique index: bound as a parameter, SQLite re-plans the statement on every run to decide whether the index applies.
 * Parameters: session id, user id, project id, now.
 */
function sessionUserSql(dialect: 'postgres' | 'sqlite'): string {
  const pg = dialect === 'postgres';
  const p = (n: number) => (pg ? `$${n}` : '?');
  const accounts = pg
    ? `(select coalesce(json_agg(json_build_object('id', o.provider_id, 'account_id', o.account_id, 'email', o.email) order by o.created_at), '[]'::json)
        from oauth_accounts o where o.project_id = u.project_id and o.user_id = u.id)`
    : `(select coalesce(json_group_array(json_object('id', o.provider_id, 'account_id', o.account_id, 'email', o.email) order by o.created_at), '[]')
        from oauth_accounts o where o.project_id = u.project_id and o.user_id = u.id)`;
  const teamObject = `${pg ? 'json_build_object' : 'json_object'}(${TEAM_COLUMNS.map((c) => `'${c}', t.${c}`).join(', ')})`;
  const team = `(select ${teamObject} from teams t where t.project_id = u.project_id and t.id = u.selected_team_id)`;
  return `select ${USER_COLUMNS.map((c) => `u.${c}`).join(', ')}, s.last_used_at as session_last_used_at, s.expires_at as session_expires_at,
  e.value as email_value, e.is_verified as email_is_verified, e.used_for_auth as email_used_for_auth,
  ${accounts} as oauth_accounts_json,
  ${team} as selected_team_json
from users u
inner join sessions s on s.user_id = u.id
left join contact_channels e on e.user_id = u.id and e.type = 'email' and e.is_primary = true
where s.id = ${p(1)} and u.id = ${p(2)} and u.project_id = ${p(3)} and (s.expires_at is null or s.expires_at > ${p(4)})`;
}

/** Exported for the test that checks SESSION_USER_TABLES. */
export const SESSION_USER_SQL = { postgres: namedStatement(sessionUserSql('postgres')), sqlite: sessionUserSql('sqlite') };

type Row = UserTable & {
  session_last_used_at: number;
  session_expires_at: number | null;
  email_value: string | null;
  email_is_verified: boolean | null;
  email_used_for_auth: boolean | null;
  /** An array on PostgreSQL (pg parses json), JSON text on SQLite. */
  oauth_accounts_json: unknown;
  selected_team_json: unknown;
};

/**
 * Reads the user behind an access token together with the check that its session is still live. Undefined when the
 * session is gone (signed out, revoked, expired) or the user is (deleted).
 */
export async function querySessionUser(db: Db, key: SessionKey, now: number): Promise<SessionUser | undefined> {
  const text = db.getExecutor().adapter instanceof PostgresAdapter ? SESSION_USER_SQL.postgres : SESSION_USER_SQL.sqlite;
  const [{ rows }, project] = await Promise.all([db.executeQuery<Row>(CompiledQuery.raw(text, [key.sessionId, key.userId, key.projectId, now])), getProject(db, key.projectId)]);
  const row = rows[0];
  if (!row) return undefined;
  const { session_last_used_at, session_expires_at, email_value, email_is_verified, email_used_for_auth, oauth_accounts_json, selected_team_json, ...userRow } = row;
  const email = email_value === null ? undefined : { value: email_value, is_verified: email_is_verified ?? false, used_for_auth: email_used_for_auth ?? false };
  const providers = parsed(oauth_accounts_json) as UserRecord['oauth_providers'];
  return {
    user: fromRow(userRow, email, providers, project?.config.require_email_verification ?? false),
    selectedTeam: parsed(selected_team_json) as TeamTable | null,
    sessionLastUsedAt: session_last_used_at,
    sessionExpiresAt: session_expires_at,
  };
}

function parsed(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}
