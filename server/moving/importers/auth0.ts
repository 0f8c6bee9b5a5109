import { hashFromString } from '../hash-sources';
import { metadata, str, toMillis, type ImportBatch, type ImportUser } from '../import-record';
import { parseJsonRecords } from './csv';
import { latchProviderId } from './provider-ids';

/**
 * Auth0: the users export job's JSON lines (`user_id`, `email`, `email_verified`, `name`, `picture`, `created_at`,
 * `last_login`, `user_metadata`, `app_metadata`, `identities`, `blocked`) and, optionally, the password hash export
 * Auth0's support hands out (JSON lines of `{_id: {$oid}, email, passwordHash}`), joined by the id after `auth0|`.
 */
export function readAuth0(usersText: string, hashesText: string | undefined): ImportBatch {
  const hashes = new Map<string, string>();
  for (const row of parseJsonRecords(hashesText ?? '')) {
    const id = (row._id as { $oid?: string } | undefined)?.$oid ?? str(row, '_id');
    const hash = str(row, 'passwordHash');
    if (id && hash) hashes.set(id, hash);
    const email = str(row, 'email');
    if (email && hash) hashes.set(`email:${email.toLowerCase()}`, hash);
  }
  return { users: parseJsonRecords(usersText, 'users').map((record) => auth0User(record, hashes)) };
}

function auth0User(record: Record<string, unknown>, hashes: Map<string, string>): ImportUser {
  const sourceId = str(record, 'user_id') ?? str(record, 'Id') ?? '(no user_id)';
  const email = str(record, 'email');
  const identities = (record.identities ?? []) as Record<string, unknown>[];
  const user: ImportUser = {
    sourceId,
    displayName: str(record, 'name') ?? null,
    profileImageUrl: str(record, 'picture') ?? null,
    emails: email ? [{ address: email, verified: record.email_verified === true || record.email_verified === 'true', primary: true }] : [],
    clientMetadata: metadata(record.user_metadata),
    serverMetadata: metadata(record.app_metadata),
    signedUpAt: toMillis(record.created_at),
    lastActiveAt: toMillis(record.last_login),
    restricted: record.blocked === true ? { reason: 'Blocked in Auth0', privateDetails: null } : null,
    oauth: identities
      .filter((identity) => identity.provider !== 'auth0' && identity.provider !== 'email' && identity.provider !== 'sms')
      .map((identity) => ({ provider: latchProviderId(String(identity.provider)), accountId: String(identity.user_id) })),
  };
  const localId = sourceId.startsWith('auth0|') ? sourceId.slice('auth0|'.length) : sourceId;
  const hash = hashes.get(localId) ?? (email ? hashes.get(`email:${email.toLowerCase()}`) : undefined) ?? str(record, 'password_hash');
  if (!hash) return user;
  const result = hashFromString(hash);
  return 'hash' in result ? { ...user, passwordHash: result.hash } : { ...user, problem: result.problem };
}
