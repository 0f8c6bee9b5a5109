import { hashFromString } from '../hash-sources';
import { str, toMillis, type ImportBatch, type ImportUser } from '../import-record';

/**
 * Django's `manage.py dumpdata auth.user` (or a custom user model): `[{model, pk, fields: {password, email,
 * username, first_name, last_name, is_active, date_joined, last_login}}]`. Passwords in Django's
 * `pbkdf2_sha256$…`, `bcrypt_sha256$…` (refused: it prehashes), `argon2$…` forms.
 */
export function readDjango(text: string): ImportBatch {
  const rows = JSON.parse(text) as { model?: string; pk?: unknown; fields?: Record<string, unknown> }[];
  return { users: rows.filter((row) => row.fields).map((row) => djangoUser(String(row.pk ?? '(no pk)'), row.fields ?? {})) };
}

function djangoUser(pk: string, fields: Record<string, unknown>): ImportUser {
  const email = str(fields, 'email');
  const name = [str(fields, 'first_name'), str(fields, 'last_name')].filter(Boolean).join(' ');
  const user: ImportUser = {
    sourceId: pk,
    displayName: name || (str(fields, 'username') ?? null),
    emails: email ? [{ address: email, verified: false, primary: true }] : [],
    signedUpAt: toMillis(fields.date_joined),
    lastActiveAt: toMillis(fields.last_login),
    restricted: fields.is_active === false ? { reason: 'Inactive in Django', privateDetails: null } : null,
  };
  const password = str(fields, 'password');
  // Django marks an unusable password with a leading "!".
  if (!password || password.startsWith('!')) return user;
  // Django's argon2 hasher prefixes the PHC string with "argon2".
  const result = hashFromString(password.startsWith('argon2$') ? password.slice('argon2'.length) : password);
  return 'hash' in result ? { ...user, passwordHash: result.hash } : { ...user, problem: result.problem };
}
