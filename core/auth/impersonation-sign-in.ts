import * as impersonationRoutes from '../../protocol/impersonation/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { finishSignIn } from './finish-sign-in';
import { requirePersistentStore } from './require-persistent-store';

/**
 * Signs this browser in with the one-time code of an "Open the site as this user" link (`POST
 * /auth/impersonation/sign-in`; README "Open a site as a user"): the session is the user's, marked as impersonation.
 * Then goes to the after-sign-in page unless `noRedirect`. A used, expired or unknown code is a Result error.
 *
 * @example
 * ```ts
 * const result = await signInWithImpersonationCode(context, new URL(location.href).searchParams.get('code') ?? '');
 * ```
 */
export async function signInWithImpersonationCode(context: AppContext, code: string, options: { noRedirect?: boolean } = {}): Promise<Result<undefined>> {
  requirePersistentStore(context, 'signInWithImpersonationCode');
  if (typeof code !== 'string') throw new TypeError('signInWithImpersonationCode: code must be a string.');
  const answer = await knownErrorResult(() => call(context.sender, impersonationRoutes.impersonationSignIn, { body: { code } }));
  return finishSignIn(context, answer, options.noRedirect ? 'stay' : 'afterSignIn');
}
