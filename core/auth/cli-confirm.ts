import * as cliRoutes from '../../protocol/cli-login/routes';
import type { CliLoginCheckJson } from '../../protocol/cli-login/json';
import { KnownError } from '../../protocol/known-error';
import { knownErrorTreeReady } from '../../protocol/known-error-tree-ready';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { LatchHttpError } from '../http/http-error';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';

/**
 * The confirm page's side of a command-line login (docs/wire.md §4 "CLI login", `POST /auth/cli/complete`): whether the
 * code is still usable (and the tool left an anonymous session), confirming with the signed-in session, refusing. A login
 * code that cannot be used (unknown, expired, confirmed or taken already: the server answers 400 in plain text) and
 * the other refusals are Result errors with code `CLI_AUTH_ERROR` carrying the server's words.
 *
 * @example
 * ```ts
 * const { confirmCliLogin } = await import('./cli-confirm');
 * const result = await confirmCliLogin(context, loginCode);
 * ```
 */
async function checkCliLogin(context: AppContext, loginCode: string): Promise<Result<CliLoginCheckJson['cli_session_state']>> {
  const answer = await completeCall<CliLoginCheckJson>(context, { login_code: loginCode, mode: 'check' }, false);
  return answer.status === 'ok' ? { status: 'ok', data: answer.data.cli_session_state } : answer;
}

/**
 * Confirms the login as the signed-in user: the tool's next poll receives a session of its own for this user.
 *
 * @example
 * ```ts
 * const result = await confirmCliLogin(context, new URL(location.href).searchParams.get('login_code') ?? '');
 * ```
 */
async function confirmCliLogin(context: AppContext, loginCode: string): Promise<Result<undefined>> {
  const tokens = await context.tokens.getTokens();
  if (!tokens?.refreshToken) {
    await knownErrorTreeReady();
    return { status: 'error', error: new KnownError('USER_AUTHENTICATION_REQUIRED') };
  }
  const answer = await completeCall<{ success: true }>(context, { login_code: loginCode, refresh_token: tokens.refreshToken, new_session: true }, true);
  return answer.status === 'ok' ? { status: 'ok', data: undefined } : answer;
}

/**
 * Refuses the login (Latch's `mode: 'deny'`): it ends at once, and the tool stops waiting (its poll hears `expired`).
 *
 * @example
 * ```ts
 * await denyCliLogin(context, loginCode);
 * ```
 */
async function denyCliLogin(context: AppContext, loginCode: string): Promise<Result<undefined>> {
  const answer = await completeCall<{ success: true }>(context, { login_code: loginCode, mode: 'deny' }, false);
  return answer.status === 'ok' ? { status: 'ok', data: undefined } : answer;
}

/**
 * The confirm page's actions over one login code (what the signed-in user's `cliAuthConfirmation` answers).
 *
 * @example
 * ```ts
 * const confirmation = await user.cliAuthConfirmation(loginCode);
 * if ((await confirmation.check()).status === 'ok') await confirmation.confirm();
 * ```
 */
export type CliAuthConfirmation = {
  check(): Promise<Result<'anonymous' | 'none'>>;
  confirm(): Promise<Result<undefined>>;
  deny(): Promise<Result<undefined>>;
};

/**
 * Binds the confirm page's actions to an app's context and a login code.
 *
 * @example
 * ```ts
 * const confirmation = cliAuthConfirmation(context, loginCode);
 * await confirmation.deny();
 * ```
 */
export function cliAuthConfirmation(context: AppContext, loginCode: string): CliAuthConfirmation {
  return {
    check: () => checkCliLogin(context, loginCode),
    confirm: () => confirmCliLogin(context, loginCode),
    deny: () => denyCliLogin(context, loginCode),
  };
}

async function completeCall<T>(
  context: AppContext,
  body: { login_code: string; mode?: 'check' | 'deny'; refresh_token?: string; new_session?: true },
  withSession: boolean,
): Promise<Result<T>> {
  if (typeof body.login_code !== 'string' || body.login_code === '') throw new TypeError('A CLI login code must be a non-empty string.');
  try {
    return (await knownErrorResult(() => call(context.sender, cliRoutes.completeCliLogin, { body, session: withSession ? context.tokens : null }))) as Result<T>;
  } catch (error) {
    if (error instanceof LatchHttpError && error.status === 400) {
      // In browsers the catalogue is a lazy chunk, loaded before any KnownError is made (issue 7).
      await knownErrorTreeReady();
      return { status: 'error', error: KnownError.fromJson({ code: 'CLI_AUTH_ERROR', error: error.body }) };
    }
    throw error;
  }
}
