import type { Db } from '../kernel/db/open-database';
import type { Project } from '../kernel/projects/projects';
import type { Database } from '../kernel/db/schema';
import type { LatchExport, LatchExportApiKey, LatchExportPasskey, LatchExportUser } from './latch-format';

const json = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));
const byUser = <T extends { user_id: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
  return map;
};

/** A user's addresses in a stable order: the primary one, then by address. */
function primaryFirst(a: { is_primary: unknown; value_normalized: string }, b: { is_primary: unknown; value_normalized: string }): number {
  return Number(Boolean(b.is_primary)) - Number(Boolean(a.is_primary)) || a.value_normalized.localeCompare(b.value_normalized);
}

/** An API key as the export keeps it: everything but its row id and owner, which the file's nesting gives. */
function exportedApiKey(key: Database['project_api_keys']): LatchExportApiKey {
  return {
    description: key.description,
    is_public: Boolean(key.is_public),
    secret_hash: key.secret_hash,
    last_four: key.last_four,
    created_at: Number(key.created_at),
    expires_at: key.expires_at === null ? null : Number(key.expires_at),
    manually_revoked_at: key.manually_revoked_at === null ? null : Number(key.manually_revoked_at),
  };
}

/**
 * Reads a whole project into Latch's export format (`latch export`): its config, permission definitions, teams,
 * users with their hashes, addresses, OAuth links and permissions, and memberships with their permissions, the
 * users' and teams'
 * passkeys and API keys (as hashes). Sessions and webhooks are not exported (docs/import.md "Latch to Latch").
 */
export async function exportProject(db: Db, project: Project): Promise<LatchExport> {
  const users = await db.selectFrom('users').selectAll().where('project_id', '=', project.id).orderBy('signed_up_at').orderBy('id').execute();
  const channels = byUser(
    await db.selectFrom('contact_channels').selectAll().where('project_id', '=', project.id).where('type', '=', 'email').orderBy('created_at').orderBy('id').execute(),
  );
  const oauth = byUser(await db.selectFrom('oauth_accounts').selectAll().where('project_id', '=', project.id).orderBy('created_at').orderBy('id').execute());
  const grants = byUser(await db.selectFrom('project_permission_grants').selectAll().where('project_id', '=', project.id).orderBy('permission_id').execute());
  const teamGrants = await db.selectFrom('team_permission_grants').selectAll().where('project_id', '=', project.id).orderBy('permission_id').execute();
  const definitions = await db.selectFrom('permission_definitions').selectAll().where('project_id', '=', project.id).orderBy('scope').orderBy('id').execute();
  const teams = await db.selectFrom('teams').selectAll().where('project_id', '=', project.id).orderBy('created_at').orderBy('id').execute();
  const members = await db.selectFrom('team_members').selectAll().where('project_id', '=', project.id).orderBy('team_id').orderBy('user_id').execute();
  const passkeys = byUser(await db.selectFrom('passkeys').selectAll().where('project_id', '=', project.id).orderBy('created_at').orderBy('credential_id').execute());
  const apiKeys = await db.selectFrom('project_api_keys').selectAll().where('project_id', '=', project.id).orderBy('created_at').orderBy('secret_hash').execute();
  const keysOf = (owner: (key: (typeof apiKeys)[number]) => boolean) => apiKeys.filter(owner).map(exportedApiKey);
  return {
    format: 'latch-project-export',
    version: 1,
    exported_at: Date.now(),
    project: { id: project.id, display_name: project.display_name, description: project.description, config: project.config },
    permission_definitions: definitions.map((d) => ({
      scope: d.scope,
      id: d.id,
      description: d.description,
      contained_permission_ids: JSON.parse(d.contained_permission_ids) as string[],
    })),
    teams: teams.map((t) => ({
      id: t.id,
      display_name: t.display_name,
      profile_image_url: t.profile_image_url,
      client_metadata: json(t.client_metadata),
      client_read_only_metadata: json(t.client_read_only_metadata),
      server_metadata: json(t.server_metadata),
      created_at: Number(t.created_at),
      api_keys: keysOf((key) => key.team_id === t.id),
    })),
    users: users.map(
      (u): LatchExportUser => ({
        id: u.id,
        display_name: u.display_name,
        profile_image_url: u.profile_image_url,
        password_hash: u.password_hash,
        client_metadata: json(u.client_metadata),
        client_read_only_metadata: json(u.client_read_only_metadata),
        server_metadata: json(u.server_metadata),
        is_anonymous: Boolean(u.is_anonymous),
        signed_up_at: Number(u.signed_up_at),
        last_active_at: Number(u.last_active_at),
        totp_secret_base64: u.totp_secret,
        otp_auth_enabled: Boolean(u.otp_auth_enabled),
        restricted: u.restricted_by_admin ? { reason: u.restricted_by_admin_reason, private_details: u.restricted_by_admin_private_details } : null,
        country_code: u.country_code,
        locale: u.locale,
        emails: (channels.get(u.id) ?? [])
          .sort(primaryFirst)
          .map((c) => ({ address: c.value, verified: Boolean(c.is_verified), primary: Boolean(c.is_primary), used_for_auth: Boolean(c.used_for_auth) })),
        oauth: (oauth.get(u.id) ?? []).map((a) => ({ provider: a.provider_id, account_id: a.account_id, email: a.email })),
        project_permissions: (grants.get(u.id) ?? []).map((g) => g.permission_id),
        passkey_auth_enabled: Boolean(u.passkey_auth_enabled),
        passkeys: (passkeys.get(u.id) ?? []).map(
          (p): LatchExportPasskey => ({
            credential_id: p.credential_id,
            public_key: p.public_key,
            counter: Number(p.counter),
            transports: JSON.parse(p.transports) as string[],
            device_type: p.device_type,
            backed_up: Boolean(p.backed_up),
            rp_id: p.rp_id,
            name: p.name,
            created_at: Number(p.created_at),
            last_used_at: p.last_used_at === null ? null : Number(p.last_used_at),
          }),
        ),
        api_keys: keysOf((key) => key.user_id === u.id),
      }),
    ),
    memberships: members.map((m) => ({
      team_id: m.team_id,
      user_id: m.user_id,
      display_name: m.display_name,
      permissions: teamGrants.filter((g) => g.team_id === m.team_id && g.user_id === m.user_id).map((g) => g.permission_id),
    })),
  };
}
