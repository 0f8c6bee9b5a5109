import { atom, type ReadableAtom } from 'nanostores';
import type { CurrentUser } from '../../core';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';

export type VerifyEmailStep = {
  readonly action: ActionStore;
  /** True once a new link went out from this step. */
  readonly $resent: ReadableAtom<boolean>;
  /** Mails the verification link again, to this site's email-verification page. */
  resend(): Promise<boolean>;
  signOut(): Promise<boolean>;
};

/**
 * The step a user sees after signing in or up while the project restricts them until they verify their primary
 * e-mail (`restricted_reason: email_not_verified`): send the link again, or sign out. Verifying (the mailed link)
 * lifts the restriction; the sign-in and sign-up screens then show the signed-in card.
 */
export function createVerifyEmail(env: FlowEnv, user: CurrentUser): VerifyEmailStep {
  const action = createAction(env);
  const $resent = atom(false);
  return {
    action,
    $resent,
    async resend() {
      $resent.set(false);
      const ok = await action.run(() => user.sendVerificationEmail());
      $resent.set(ok);
      return ok;
    },
    signOut: () => action.run(() => user.signOut(), { asElement: true }),
  };
}
