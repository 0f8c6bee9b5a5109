import type { ReadableAtom } from 'nanostores';
import type { CurrentUser } from '../../core';
import { createAction, type ActionStore } from './action';
import { redirectAfterAuth } from './after-auth';
import type { FlowEnv } from './flow-env';
import type { SignInFlow } from './sign-in';

export type GuestSignIn = {
  /** The guest (anonymous user) of this session, null when there is none, undefined until known. */
  readonly $guest: ReadableAtom<CurrentUser | null | undefined>;
  readonly action: ActionStore;
  /**
   * Starts a guest session (`POST /auth/anonymous/sign-up`), or keeps the one there is, then goes on like any
   * sign-in (unless `no-redirect`). Where the project does not allow anonymous users, the server's refusal
   * (ANONYMOUS_ACCOUNTS_NOT_ENABLED) is shown in words. Resolves true once the visitor is a guest.
   */
  continueAsGuest(): Promise<boolean>;
};

/**
 * "Continue as guest" on `<auth-sign-in allow-guest>`. Whether the project allows anonymous users is not in the
 * project's public settings (Stack's client view has no such field), so the button shows where the site asked for it
 * and the server's answer decides.
 */
export function createGuestSignIn(env: FlowEnv, signIn: Pick<SignInFlow, 'afterSignInUrl' | 'noRedirect'>): GuestSignIn {
  const action = createAction(env);
  return {
    $guest: env.app.$guest,
    action,
    async continueAsGuest() {
      const ok = await action.run(() => env.app.getUser({ or: 'anonymous' }), { asElement: true });
      if (ok && !signIn.noRedirect) await action.run(() => redirectAfterAuth(env, 'signIn', signIn.afterSignInUrl));
      return ok;
    },
  };
}
