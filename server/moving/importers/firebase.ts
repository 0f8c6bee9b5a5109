import { firebaseHash, hashFromString, type FirebaseHashConfig } from '../hash-sources';
import { metadata, str, toMillis, type ImportBatch, type ImportUser } from '../import-record';
import { latchProviderId } from './provider-ids';

/**
 * Firebase Auth's `firebase auth:export users.json --format=json`: `{users: [{localId, email, emailVerified,
 * passwordHash, salt, displayName, photoUrl, createdAt, lastSignedInAt, providerUserInfo, customAttributes,
 * disabled}]}`. Password hashes are Firebase's scrypt under the project's parameters (`config`); without them a
 * user with a password is skipped.
 */
export function readFirebase(text: string, config: FirebaseHashConfig | undefined): ImportBatch {
  const parsed = JSON.parse(text) as { users?: Record<string, unknown>[] };
  return { users: (parsed.users ?? []).map((record) => firebaseUser(record, config)) };
}

function firebaseUser(record: Record<string, unknown>, config: FirebaseHashConfig | undefined): ImportUser {
  const sourceId = str(record, 'localId') ?? '(no localId)';
  const email = str(record, 'email');
  const user: ImportUser = {
    sourceId,
    displayName: str(record, 'displayName') ?? null,
    profileImageUrl: str(record, 'photoUrl') ?? null,
    emails: email ? [{ address: email, verified: record.emailVerified === true, primary: true }] : [],
    clientReadOnlyMetadata: metadata(record.customAttributes),
    signedUpAt: toMillis(record.createdAt),
    lastActiveAt: toMillis(record.lastSignedInAt),
    restricted: record.disabled === true ? { reason: 'Disabled in Firebase', privateDetails: null } : null,
    oauth: ((record.providerUserInfo ?? []) as Record<string, unknown>[])
      .filter((info) => !['password', 'phone', 'emailLink'].includes(String(info.providerId)) && str(info, 'rawId'))
      .map((info) => ({ provider: latchProviderId(String(info.providerId)), accountId: String(info.rawId), email: str(info, 'email') ?? null })),
  };
  const hash = str(record, 'passwordHash');
  if (!hash) return user;
  if (!config) return { ...user, problem: 'unsupported password hash: Firebase hash parameters not given (--hash-config)' };
  const salt = str(record, 'salt') ?? '';
  const result = hash.startsWith('$') ? hashFromString(hash) : firebaseHash(hash, salt, config);
  return 'hash' in result ? { ...user, passwordHash: result.hash } : { ...user, problem: result.problem };
}
