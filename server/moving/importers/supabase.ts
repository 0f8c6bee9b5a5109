import { hashFromString } from '../hash-sources';
import { metadata, str, toMillis, type ImportBatch, type ImportUser } from '../import-record';
import { parseCsv, parseJsonRecords } from './csv';
import { latchProviderId } from './provider-ids';

/**
 * Supabase Auth's `auth.users` rows, as JSON (an array, or JSON lines) or CSV (`\copy auth.users to … csv header`):
 * `id, email, encrypted_password` (bcrypt), `email_confirmed_at, raw_user_meta_data, raw_app_meta_data,
 * created_at, last_sign_in_at, banned_until`, and an `identities` array when the rows were joined with
 * `auth.identities` (`provider`, `provider_id`).
 */
export function readSupabase(text: string): ImportBatch {
  const rows: Record<string, unknown>[] = text.trim().startsWith('[') || text.trim().startsWith('{') ? parseJsonRecords(text, 'users') : parseCsv(text);
  return { users: rows.map(supabaseUser) };
}

function supabaseUser(row: Record<string, unknown>): ImportUser {
  const email = str(row, 'email');
  const userMeta = metadata(row.raw_user_meta_data) as Record<string, unknown> | undefined;
  const identities = (metadata(row.identities) ?? []) as Record<string, unknown>[];
  const banned = toMillis(row.banned_until);
  const user: ImportUser = {
    sourceId: str(row, 'id') ?? '(no id)',
    id: str(row, 'id'),
    displayName: (typeof userMeta?.full_name === 'string' ? userMeta.full_name : undefined) ?? (typeof userMeta?.name === 'string' ? userMeta.name : null),
    profileImageUrl: typeof userMeta?.avatar_url === 'string' ? userMeta.avatar_url : null,
    emails: email ? [{ address: email, verified: Boolean(str(row, 'email_confirmed_at')), primary: true }] : [],
    clientMetadata: userMeta,
    clientReadOnlyMetadata: metadata(row.raw_app_meta_data),
    signedUpAt: toMillis(row.created_at),
    lastActiveAt: toMillis(row.last_sign_in_at),
    restricted: banned !== undefined && banned > Date.now() ? { reason: 'Banned in Supabase', privateDetails: null } : null,
    oauth: (Array.isArray(identities) ? identities : [])
      .filter((identity) => identity.provider !== 'email' && identity.provider !== 'phone')
      .map((identity) => ({ provider: latchProviderId(String(identity.provider)), accountId: String(identity.provider_id ?? identity.id) })),
  };
  const hash = str(row, 'encrypted_password');
  if (!hash) return user;
  const result = hashFromString(hash);
  return 'hash' in result ? { ...user, passwordHash: result.hash } : { ...user, problem: result.problem };
}
