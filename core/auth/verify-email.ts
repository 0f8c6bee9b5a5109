import * as routes from '../../protocol/contact-channels/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import { reportError } from '../report-error';
import type { Result } from '../result';

/**
 * Verifies an e-mail address with the code of its verification link (`POST /contact-channels/verify`). Works in
 * any browser, signed in or not; a signed-in user is reloaded so `$user` shows the address verified. A refusal
 * (VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_ALREADY_USED…) is a Result error.
 *
 * @example
 * ```ts
 * const result = await verifyEmail(context, new URL(location.href).searchParams.get('code') ?? '');
 * ```
 */
export async function verifyEmail(context: AppContext, code: string): Promise<Result<undefined>> {
  if (typeof code !== 'string') throw new TypeError('verifyEmail: code must be a string.');
  const answer = await knownErrorResult(() => call(context.sender, routes.verifyEmail, { body: { code }, session: context.tokens }));
  if (answer.status === 'error') return answer;
  if (context.stores.cachedUser()) await context.stores.reloadUser().catch(reportError('reloading the user after verifying an e-mail'));
  return { status: 'ok', data: undefined };
}
