import { KnownError } from '../../../protocol/known-error';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import { resolveUserId } from '../../kernel/auth/user-id-or-me';
import type { Db } from '../../kernel/db/open-database';
import { StatusError } from '../../kernel/http/status-error';
import { loadUser, type UserRecord } from '../../kernel/users/user-record';

/**
 * The user a request names: a client only itself (docs/security.md "Access control": never trust a user id from a
 * client), a server any user of its project.
 */
export async function targetUser(db: Db, auth: RequestAuth, userIdOrMe: string): Promise<UserRecord> {
  const userId = resolveUserId(auth, userIdOrMe);
  if (auth.accessType === 'client' && userId !== auth.user?.id) {
    throw new StatusError(403, "A client can only act on its own user's OAuth accounts.");
  }
  const user = userId === auth.user?.id ? auth.user : await loadUser(db, auth.project.id, userId);
  if (!user) throw new KnownError('USER_NOT_FOUND');
  return user;
}
