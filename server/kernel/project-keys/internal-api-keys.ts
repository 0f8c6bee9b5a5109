import type { CreatedInternalApiKeyJson, InternalApiKeyJson } from '../../../protocol/internal-api-keys/json';
import type { InternalApiKeyCreateBody, InternalApiKeyUpdateBody } from '../../../protocol/internal-api-keys/schemas';
import type { Db } from '../db/open-database';
import type { ApiKeySetTable } from '../db/schema';
import { lastFour, newId, randomToken, sha256Hex } from '../auth/secrets';
import { databaseCache } from '../cache/database-cache';
import { publishChange } from '../cache/database-invalidation';
import { TOPIC } from '../cache/topics';

export type ProjectKeyKind = 'publishable_client_key' | 'secret_server_key' | 'super_secret_admin_key';
const KINDS: readonly ProjectKeyKind[] = ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'];
const PREFIX: Record<ProjectKeyKind, string> = {
  publishable_client_key: 'pck_',
  secret_server_key: 'ssk_',
  super_secret_admin_key: 'sak_',
};

/** Keys that never expire on their own (set from the environment or at first start) expire in 100 years. */
export const NO_EXPIRY_MS = 100 * 365 * 24 * 3_600_000;

export type KeyValues = Partial<Record<ProjectKeyKind, string>>;

/**
 * Stores a key set. Only hashes and last fours are kept; the caller holds the only copy of the full keys.
 * A value already stored for this project is not stored twice (so fixed keys from the environment can be
 * ensured on every start).
 */
export async function storeKeySet(db: Db, projectId: string, values: KeyValues, description: string, expiresAt: number): Promise<ApiKeySetTable> {
  const row: ApiKeySetTable = {
    id: newId(),
    project_id: projectId,
    description,
    created_at: Date.now(),
    expires_at: expiresAt,
    manually_revoked_at: null,
    publishable_client_key_hash: null,
    publishable_client_key_last_four: null,
    secret_server_key_hash: null,
    secret_server_key_last_four: null,
    super_secret_admin_key_hash: null,
    super_secret_admin_key_last_four: null,
  };
  for (const kind of KINDS) {
    const value = values[kind];
    if (value === undefined) continue;
    row[`${kind}_hash`] = sha256Hex(value);
    row[`${kind}_last_four`] = lastFour(value);
  }
  await db.insertInto('api_key_sets').values(row).execute();
  await publishChange(db, TOPIC.projectKeys, projectId);
  return row;
}

/** Generates and stores a new key set; the answer is the only time the full keys are seen. */
export async function createKeySet(db: Db, projectId: string, body: InternalApiKeyCreateBody): Promise<CreatedInternalApiKeyJson> {
  const values: KeyValues = {};
  if (body.has_publishable_client_key) values.publishable_client_key = generateKey('publishable_client_key');
  if (body.has_secret_server_key) values.secret_server_key = generateKey('secret_server_key');
  if (body.has_super_secret_admin_key) values.super_secret_admin_key = generateKey('super_secret_admin_key');
  const row = await storeKeySet(db, projectId, values, body.description, body.expires_at_millis);
  return { ...baseJson(row), ...values };
}

export function generateKey(kind: ProjectKeyKind): string {
  return PREFIX[kind] + randomToken(48);
}

type KeyState = Pick<ApiKeySetTable, 'expires_at' | 'manually_revoked_at'>;

/**
 * Every keyed request checks its key: found keys are cached per instance under their project, and any key write
 * publishes `TOPIC.projectKeys` (a project deletion `TOPIC.project`), so a revocation is refused at once everywhere.
 */
const keyCache = databaseCache<KeyState>([TOPIC.projectKeys, TOPIC.project]);

/** Hashes of recently presented key values: every keyed request presents one of a few (issue 7). */
const presentedHashes = new Map<string, string>();
const PRESENTED_HASHES_MAX = 1_000;

/** The SHA-256 of a presented key, remembered for the next request (the map is emptied when full). */
function presentedKeyHash(value: string): string {
  const known = presentedHashes.get(value);
  if (known !== undefined) return known;
  const hash = sha256Hex(value);
  if (presentedHashes.size >= PRESENTED_HASHES_MAX) presentedHashes.clear();
  presentedHashes.set(value, hash);
  return hash;
}

/** True when `value` is a key of this kind for this project that is neither revoked nor expired. */
export async function isValidKey(db: Db, projectId: string, kind: ProjectKeyKind, value: string): Promise<boolean> {
  const hash = presentedKeyHash(value);
  const load = () =>
    db.selectFrom('api_key_sets').select(['expires_at', 'manually_revoked_at']).where('project_id', '=', projectId).where(`${kind}_hash`, '=', hash).executeTakeFirst();
  const cache = keyCache(db);
  const row = await (cache ? cache.get(`${projectId}:${kind}:${hash}`, projectId, load) : load());
  // Expiry is checked on every use, cached or not.
  return row !== undefined && row.manually_revoked_at === null && (row.expires_at === null || row.expires_at > Date.now());
}

/** True when a stored key set already holds this value for this project. */
export async function hasKeyValue(db: Db, projectId: string, kind: ProjectKeyKind, value: string): Promise<boolean> {
  const row = await db.selectFrom('api_key_sets').select('id').where('project_id', '=', projectId).where(`${kind}_hash`, '=', sha256Hex(value)).executeTakeFirst();
  return row !== undefined;
}

export async function listKeySets(db: Db, projectId: string): Promise<InternalApiKeyJson[]> {
  const rows = await db.selectFrom('api_key_sets').selectAll().where('project_id', '=', projectId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toJson);
}

export async function getKeySet(db: Db, projectId: string, id: string): Promise<InternalApiKeyJson | undefined> {
  const row = await findRow(db, projectId, id);
  return row && toJson(row);
}

/** Renames or revokes a key set; revoking takes effect on the next request, on every instance. */
export async function updateKeySet(db: Db, projectId: string, id: string, body: InternalApiKeyUpdateBody): Promise<InternalApiKeyJson | undefined> {
  const row = await findRow(db, projectId, id);
  if (!row) return undefined;
  const updated: ApiKeySetTable = {
    ...row,
    description: body.description ?? row.description,
    manually_revoked_at: body.revoked ? (row.manually_revoked_at ?? Date.now()) : row.manually_revoked_at,
  };
  await db.updateTable('api_key_sets').set({ description: updated.description, manually_revoked_at: updated.manually_revoked_at }).where('id', '=', id).execute();
  await publishChange(db, TOPIC.projectKeys, projectId);
  return toJson(updated);
}

function findRow(db: Db, projectId: string, id: string): Promise<ApiKeySetTable | undefined> {
  return db.selectFrom('api_key_sets').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
}

function baseJson(row: ApiKeySetTable): InternalApiKeyJson<never> {
  return {
    id: row.id,
    description: row.description,
    expires_at_millis: row.expires_at ?? row.created_at + NO_EXPIRY_MS,
    created_at_millis: row.created_at,
    ...(row.manually_revoked_at !== null ? { manually_revoked_at_millis: row.manually_revoked_at } : {}),
  };
}

function toJson(row: ApiKeySetTable): InternalApiKeyJson {
  const json: InternalApiKeyJson = baseJson(row);
  for (const kind of KINDS) {
    const four = row[`${kind}_last_four`];
    if (four !== null) json[kind] = { last_four: four };
  }
  return json;
}
