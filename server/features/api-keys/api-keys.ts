import { KnownError } from '../../../protocol/known-error';
import type { CreatedApiKeyJson } from '../../../protocol/api-keys/json';
import type { ApiKeyUpdateBody } from '../../../protocol/api-keys/schemas';
import type { Db } from '../../kernel/db/open-database';
import { lastFour, newId, sha256Hex } from '../../kernel/auth/secrets';
import { createApiKeySecret, parseApiKeySecret, type ApiKeyType } from './key-format';
import { toJsonWithValue } from './key-json';
import type { ProjectApiKeyTable } from './tables';

export type ApiKeyOwner = { type: 'user'; userId: string } | { type: 'team'; teamId: string };
export type NewApiKey = { description: string; expiresAt: number | null; isPublic: boolean };

/** Creates a key for a user or a team; the answer holds the only copy of the full key. */
export async function createApiKey(db: Db, projectId: string, owner: ApiKeyOwner, input: NewApiKey): Promise<CreatedApiKeyJson> {
  const id = newId();
  const secret = createApiKeySecret({ id, type: owner.type, isPublic: input.isPublic });
  const row: ProjectApiKeyTable = {
    id,
    project_id: projectId,
    type: owner.type,
    user_id: owner.type === 'user' ? owner.userId : null,
    team_id: owner.type === 'team' ? owner.teamId : null,
    description: input.description,
    is_public: input.isPublic,
    secret_hash: sha256Hex(secret),
    last_four: lastFour(secret),
    created_at: Date.now(),
    expires_at: input.expiresAt,
    manually_revoked_at: null,
  };
  await db.insertInto('project_api_keys').values(row).execute();
  return toJsonWithValue(row, secret);
}

/** A user's or a team's keys, newest first. */
export async function listApiKeys(db: Db, projectId: string, owner: ApiKeyOwner): Promise<ProjectApiKeyTable[]> {
  let query = db.selectFrom('project_api_keys').selectAll().where('project_id', '=', projectId).where('type', '=', owner.type);
  query = owner.type === 'user' ? query.where('user_id', '=', owner.userId) : query.where('team_id', '=', owner.teamId);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

/** One key of this project and type by its id; `API_KEY_NOT_FOUND` otherwise (also for the other type's keys). */
export async function findApiKey(db: Db, projectId: string, type: ApiKeyType, id: string): Promise<ProjectApiKeyTable> {
  const row = await db.selectFrom('project_api_keys').selectAll().where('project_id', '=', projectId).where('id', '=', id).where('type', '=', type).executeTakeFirst();
  if (!row) throw new KnownError('API_KEY_NOT_FOUND');
  return row;
}

/** Renames and/or revokes a key. Revoking is for good: a second revoke keeps the first time. */
export async function updateApiKey(db: Db, row: ProjectApiKeyTable, body: ApiKeyUpdateBody): Promise<ProjectApiKeyTable> {
  const updated: ProjectApiKeyTable = {
    ...row,
    description: body.description ?? row.description,
    manually_revoked_at: body.revoked ? (row.manually_revoked_at ?? Date.now()) : row.manually_revoked_at,
  };
  await db
    .updateTable('project_api_keys')
    .set({ description: updated.description, manually_revoked_at: updated.manually_revoked_at })
    .where('project_id', '=', row.project_id)
    .where('id', '=', row.id)
    .execute();
  return updated;
}

/**
 * Checks a presented key for a site's backend (docs/wire.md §3 "Check"): unknown (or another project's) →
 * `API_KEY_NOT_FOUND`, the other type → `WRONG_API_KEY_TYPE`, then revoked, then expired, each at the moment of
 * the check. Returns the key's record when it is valid.
 */
export async function checkApiKey(db: Db, projectId: string, expected: ApiKeyType, secret: string): Promise<ProjectApiKeyTable> {
  // A string that is not a key at all is refused before any lookup.
  if (!parseApiKeySecret(secret)) throw new KnownError('API_KEY_NOT_FOUND');
  const row = await db.selectFrom('project_api_keys').selectAll().where('project_id', '=', projectId).where('secret_hash', '=', sha256Hex(secret)).executeTakeFirst();
  if (!row) throw new KnownError('API_KEY_NOT_FOUND');
  if (row.type !== expected) throw new KnownError('WRONG_API_KEY_TYPE', { expected_type: expected, actual_type: row.type });
  if (row.manually_revoked_at !== null) throw new KnownError('API_KEY_REVOKED');
  if (row.expires_at !== null && row.expires_at <= Date.now()) throw new KnownError('API_KEY_EXPIRED');
  return row;
}
