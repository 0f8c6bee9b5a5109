import * as routes from '../../protocol/anonymous/routes';
import { fail } from '../../protocol/fail';
import type { AppContext } from '../app-context';
import type { CurrentUser } from '../users/current-user';
import { call } from '../http/call';
import { completeSignIn } from './complete-sign-in';
import { requirePersistentStore } from './require-persistent-store';

/** The anonymous sign-up in flight, per app, so concurrent callers share one new user. */
const pending = new WeakMap<AppContext, Promise<void>>();

/**
 * Signs up an anonymous user (`POST /auth/anonymous/sign-up`, docs/product.md §4 "Not signed in") and loads it, without
 * navigating. Concurrent calls share one request. Failures are thrown: this runs for `getUser({ or: 'anonymous' })`,
 * which has no Result to answer.
 *
 * @example
 * ```ts
 * await signUpAnonymously(context);
 * const user = await context.stores.currentUser(); // isAnonymous: true
 * ```
 */
export function signUpAnonymously(context: AppContext): Promise<void> {
  requirePersistentStore(context, "getUser({ or: 'anonymous' })");
  let signUp = pending.get(context);
  if (!signUp) {
    signUp = call(context.sender, routes.anonymousSignUp, { session: context.tokens })
      .then((pair) => completeSignIn(context, pair, 'stay'))
      .finally(() => pending.delete(context));
    pending.set(context, signUp);
  }
  return signUp;
}

/**
 * `getUser({ or: 'anonymous' })` past its checks: signs up an anonymous user (or joins the sign-up under way) and
 * returns the user. Here rather than in ClientApp so that its failure message loads with it, not on every page.
 *
 * @example
 * ```ts
 * const user = await anonymousUser(context);
 * ```
 */
export async function anonymousUser(context: AppContext): Promise<CurrentUser> {
  await signUpAnonymously(context);
  return (await context.stores.currentUser()) ?? fail('No user after anonymous sign-up; the server answered tokens of no user.');
}
