import type { ReadableAtom } from 'nanostores';
import type { CurrentUser } from '../../core';
import { ELEMENT_EVENTS } from '../../protocol/elements';
import { dispatchLatchEvent } from './dispatch-latch-event';
import { toLatchUser } from './to-latch-user';

/**
 * Dispatches `latch-signed-in`, `latch-signed-out` and `latch-session-changed` once per change of who is signed
 * in, whatever caused it (a form on this page, `Latch.signOut()`, another tab through the cookie). The first
 * known state is not a change. `target()` says where to dispatch: the element that acted, else `document`.
 */
export function watchSessionEvents($user: ReadableAtom<CurrentUser | null | undefined>, target: () => EventTarget): () => void {
  let known = false;
  let previousId: string | null = null;
  return $user.subscribe((user) => {
    if (user === undefined) return; // loading: not a state
    const id = user ? user.id : null;
    if (!known) {
      known = true;
      previousId = id;
      return;
    }
    if (id === previousId) return;
    const wasSignedIn = previousId !== null;
    previousId = id;
    const where = target();
    if (user && !wasSignedIn) dispatchLatchEvent(where, ELEMENT_EVENTS.signedIn, { user: toLatchUser(user) });
    if (!user) dispatchLatchEvent(where, ELEMENT_EVENTS.signedOut, {});
    dispatchLatchEvent(where, ELEMENT_EVENTS.sessionChanged, { user: user ? toLatchUser(user) : null });
  });
}
