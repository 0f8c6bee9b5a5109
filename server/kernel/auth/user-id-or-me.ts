import { KnownError } from '../../../protocol/known-error';
import type { RequestAuth } from './request-auth';

/**
 * The user id a request names: `me` is the signed-in user of the access token (docs/wire.md §3), and without one
 * is `CANNOT_GET_OWN_USER_WITHOUT_USER`.
 */
export function resolveUserId(auth: RequestAuth, userIdOrMe: string): string {
  if (userIdOrMe !== 'me') return userIdOrMe;
  if (!auth.user) throw new KnownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
  return auth.user.id;
}
