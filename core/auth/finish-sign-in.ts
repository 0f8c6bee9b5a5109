import type { AppContext } from '../app-context';
import type { Result } from '../result';
import { completeSignIn, type AfterSignIn } from './complete-sign-in';

/**
 * Turns the server's answer to a sign-in request into the method's Result: tokens complete the sign-in; a
 * multi-factor demand stops it (attempt code kept, mfa page unless `then` is 'stay') and is answered as the error;
 * any other refusal is answered as is.
 *
 * @example
 * ```ts
 * return finishSignIn(context, await knownErrorResult(() => call(context.sender, routes.passwordSignIn, request)), 'afterSignIn');
 * ```
 */
export async function finishSignIn(context: AppContext, answer: Result<{ access_token: string; refresh_token: string }>, then: AfterSignIn): Promise<Result<undefined>> {
  if (answer.status === 'error') {
    if (answer.error.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED') {
      // Imported here: only a project with multi-factor users needs it (the server has just answered, so it loads).
      const { stopForMultiFactor } = await import('./multi-factor-stop');
      await stopForMultiFactor(context, answer.error, then !== 'stay');
    }
    return answer;
  }
  await completeSignIn(context, answer.data, then);
  return { status: 'ok', data: undefined };
}
