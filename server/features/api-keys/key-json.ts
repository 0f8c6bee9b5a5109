import { fail } from '../../../protocol/fail';
import type { ApiKeyJson } from '../../../protocol/api-keys/json';
import type { ProjectApiKeyTable } from './tables';

/**
 * The wire shape of a stored key (docs/wire.md §3): `value` shows the last four characters only; the two optional
 * times are left out, not null, when unset, as the official client's schema has them.
 */
export function toApiKeyJson(row: ProjectApiKeyTable): ApiKeyJson {
  return toJsonWithValue(row, { last_four: row.last_four });
}

/** The same shape with another `value` (the full key, once, at creation). */
export function toJsonWithValue<V>(row: ProjectApiKeyTable, value: V): ApiKeyJson<V> {
  const base = {
    id: row.id,
    description: row.description,
    is_public: row.is_public,
    created_at_millis: row.created_at,
    ...(row.expires_at !== null ? { expires_at_millis: row.expires_at } : {}),
    ...(row.manually_revoked_at !== null ? { manually_revoked_at_millis: row.manually_revoked_at } : {}),
    value,
  };
  return row.type === 'team'
    ? { ...base, type: 'team', team_id: row.team_id ?? fail('a team key is stored with its team') }
    : { ...base, type: 'user', user_id: row.user_id ?? fail('a user key is stored with its user') };
}
