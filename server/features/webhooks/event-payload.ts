import type { Db } from '../../kernel/db/open-database';
import { userJsonFor } from '../../kernel/users/user-json';
import { loadUser } from '../../kernel/users/user-record';

/** Events the outbox records by the user's id only; their messages carry the user as the server API shows it. */
const USER_EVENTS: ReadonlySet<string> = new Set(['user.created', 'user.updated']);

/**
 * The `data` of an event's webhook message, as JSON. A user event carries the whole server view of the user, as Stack
 * Auth's webhooks do (a receiver should not need a second call to learn who signed up), read when the event is fanned
 * out; a user deleted since keeps the id the event recorded. Other events carry what was recorded.
 */
export async function eventPayloadJson(db: Db, event: { project_id: string; type: string; data: string }): Promise<string> {
  if (!USER_EVENTS.has(event.type)) return event.data;
  const recorded = JSON.parse(event.data) as { id?: unknown };
  if (typeof recorded.id !== 'string') return event.data;
  const user = await loadUser(db, event.project_id, recorded.id);
  return user ? JSON.stringify(await userJsonFor(db, user, 'server')) : event.data;
}
