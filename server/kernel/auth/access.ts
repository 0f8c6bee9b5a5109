import type { AccessType } from '../../../protocol/headers';
import { KnownError } from '../../../protocol/known-error';
import type { RequestAuth } from './request-auth';
import type { UserRecord } from '../users/user-record';

/** Every access type: the route needs a project but not a particular key. */
export const ANY_ACCESS: readonly AccessType[] = ['client', 'server', 'admin'];
export const SERVER_OR_ADMIN: readonly AccessType[] = ['server', 'admin'];
export const ADMIN_ONLY: readonly AccessType[] = ['admin'];

/** Narrows a request to one that claimed one of `allowed` access types (docs/product.md §6). */
export function requireAccess(auth: RequestAuth | null, allowed: readonly AccessType[]): RequestAuth {
  if (!auth) throw new KnownError('ACCESS_TYPE_REQUIRED');
  if (!allowed.includes(auth.accessType)) {
    throw new KnownError(
      'INSUFFICIENT_ACCESS_TYPE',
      { actual_access_type: auth.accessType, allowed_access_types: [...allowed] },
      { allowed: allowed.map((type) => `'${type}'`).join(' or ') },
    );
  }
  return auth;
}

/** The signed-in user of a request, for routes that act on "me". */
export function requireUser(auth: RequestAuth): UserRecord {
  if (!auth.user) throw new KnownError('USER_AUTHENTICATION_REQUIRED');
  return auth.user;
}

/**
 * The signed-in user of a route the reference declares with a required `auth.user` in its request schema
 * (`password/set`, `password/update`, the legacy `contact-channels/send-verification-code`): signed out is the
 * reference's `SCHEMA_ERROR` naming `auth.user`, not `USER_AUTHENTICATION_REQUIRED` (docs/wire.md §2 "SCHEMA_ERROR").
 */
export function requireUserOfSchema(auth: RequestAuth, route: { method: string; path: string }): UserRecord {
  if (auth.user) return auth.user;
  throw new KnownError('SCHEMA_ERROR', { message: `Request validation failed on ${route.method} ${route.path}:\n  - auth.user must be defined` });
}
