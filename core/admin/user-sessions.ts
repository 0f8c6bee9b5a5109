import * as routes from '../../protocol/sessions/routes';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { activeSessionFromJson, type ActiveSession } from '../users/active-session';

/**
 * Every session of a user, impersonation sessions included: the server lists those only to admin access (docs/wire.md
 * §3), so this is AdminApp's, where `user.getActiveSessions()` (server access) leaves them out.
 *
 * @example
 * ```ts
 * const impersonations = (await listUserSessions(context, userId)).filter((session) => session.isImpersonation);
 * ```
 */
export async function listUserSessions(context: AppContext, userId: string): Promise<ActiveSession[]> {
  checkId(userId, 'userId');
  const list = await call(context.sender, routes.listSessions, { accessType: 'admin', query: { user_id: userId } });
  return list.items.map(activeSessionFromJson);
}
