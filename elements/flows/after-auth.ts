import type { CurrentUser } from '../../core';
import type { FlowEnv } from './flow-env';

export type AfterAuthKind = 'signIn' | 'signUp';

/**
 * Sends the visitor on after signing in or up, by core's one rule (its redirector): the page's trusted
 * `after_auth_return_to`, else the element's own URL (`after-sign-in-url` …) when it has one, else the app's
 * after-sign-in (after-sign-up) URL. Resolves true when the page is navigating away. A user the project restricts
 * until they verify their e-mail stays, to be shown the verify-your-e-mail step (auth-step.ts).
 */
export async function redirectAfterAuth(env: FlowEnv, kind: AfterAuthKind, elementUrl?: string): Promise<boolean> {
  if (mustVerifyEmail(env.app.$user.get())) return false;
  const app = elementUrl && env.afterAuthApp ? env.afterAuthApp(elementUrl) : env.app;
  const { navigated } = await env.act(() => (kind === 'signIn' ? app.redirectToAfterSignIn() : app.redirectToAfterSignUp()));
  return navigated;
}

/** A user restricted until they verify their primary e-mail (the project's `onboarding.requireEmailVerification`). */
export function mustVerifyEmail(user: CurrentUser | null | undefined): boolean {
  return user?.restrictedReason?.type === 'email_not_verified';
}
