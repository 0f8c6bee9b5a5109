import { KnownError } from '../../../protocol/known-error';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import { resolveUserId } from '../../kernel/auth/user-id-or-me';
import type { Db } from '../../kernel/db/open-database';
import { StatusError } from '../../kernel/http/status-error';
import type { ApiKeyOwner } from './api-keys';

/**
 * The user whose keys a request may manage (docs/security.md "Access control"): a client only its own signed-in user
 * (`me` or its own id), as the reference server answers, a server or admin any user of the project.
 */
export async function userKeyOwner(db: Db, auth: RequestAuth, userIdOrMe: string): Promise<ApiKeyOwner> {
  const userId = resolveUserId(auth, userIdOrMe);
  if (auth.accessType === 'client') {
    if (!auth.user) throw new KnownError('USER_AUTHENTICATION_REQUIRED');
    if (userId !== auth.user.id) throw new StatusError(403, 'Client can only manage their own api keys');
    return { type: 'user', userId };
  }
  const found = await db.selectFrom('users').select('id').where('project_id', '=', auth.project.id).where('id', '=', userId).executeTakeFirst();
  if (!found) throw new KnownError('USER_NOT_FOUND');
  return { type: 'user', userId };
}
