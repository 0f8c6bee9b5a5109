import * as routes from '../../protocol/route-table';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';
import { activeSessionFromJson, type ActiveSession } from '../users/active-session';

/**
 * A user's live sessions as an admin sees them (`GET /auth/sessions?user_id=…` with admin access): impersonation
 * sessions included, which client and server access never list (stack-api §3), so the dashboard can show and end them.
 *
 * @example
 * ```ts
 * const impersonating = (await listUserSessionsAsAdmin(context, userId)).filter((s) => s.isImpersonation);
 * ```
 */
export async function listUserSessionsAsAdmin(context: AppContext, userId: string): Promise<ActiveSession[]> {
  checkId(userId, 'userId');
  const list = await call(context.sender, routes.listSessions, { accessType: 'admin', query: { user_id: userId } });
  return list.items.map(activeSessionFromJson);
}
