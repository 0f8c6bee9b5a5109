import * as routes from '../../protocol/password/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { checkCredentials } from './check-credentials';
import { finishSignIn } from './finish-sign-in';
import { requirePersistentStore } from './require-persistent-store';

/**
 * Signs in with e-mail and password (`POST /auth/password/sign-in`), then goes to the after-sign-in page unless
 * `noRedirect`. A refusal (EMAIL_PASSWORD_MISMATCH, MULTI_FACTOR_AUTHENTICATION_REQUIRED…) is a Result error. This
 * device's known-device token goes with it and the server's answer replaces it, so a stranger's guessing cannot lock
 * this device out (README "Sign-in limits and lockouts").
 *
 * @example
 * ```ts
 * const result = await signInWithPassword(context, { email, password });
 * if (result.status === 'error') showError(result.error.code);
 * ```
 */
export async function signInWithPassword(context: AppContext, options: { email: string; password: string; noRedirect?: boolean }): Promise<Result<undefined>> {
  requirePersistentStore(context, 'signInWithCredential');
  checkCredentials(options);
  const body = { email: options.email, password: options.password };
  const answer = await knownErrorResult(() =>
    import('../tokens/known-device').then(
      ({ sendWithKnownDevice }) => sendWithKnownDevice(context, routes.passwordSignIn, body),
      // The token's chunk did not load (offline, or the server away): sign in without it, so what the person is told
      // is the request's own failure (offline, unreachable), not a missing chunk.
      () => call(context.sender, routes.passwordSignIn, { body, session: context.tokens }),
    ),
  );
  return finishSignIn(context, answer, options.noRedirect ? 'stay' : 'afterSignIn');
}
