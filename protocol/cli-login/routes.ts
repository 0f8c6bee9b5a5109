import type { z } from 'zod';
import type { CliLoginCompleteJson, CliLoginPollJson, CliLoginStartJson } from './json';
import type { Route } from '../route';
import type { cliLoginCompleteBody, cliLoginPollBody, cliLoginStartBody } from './schemas';

/**
 * Command-line login (docs/wire.md §4 "CLI login"): a tool starts a login and polls; the person confirms it on the
 * handler page `cli-auth-confirm?login_code=…`, which calls `complete`; the next poll hands the tool its own session.
 *
 * @example
 * ```ts
 * import * as cliRoutes from './routes';
 * const { polling_code, login_code } = await call(sender, cliRoutes.startCliLogin, { body: {} });
 * ```
 */
export const startCliLogin: Route<'POST', '/auth/cli', z.input<typeof cliLoginStartBody>, CliLoginStartJson, CliLoginStartJson, never> = { method: 'POST', path: '/auth/cli' };
export const pollCliLogin: Route<'POST', '/auth/cli/poll', z.input<typeof cliLoginPollBody>, CliLoginPollJson, CliLoginPollJson, never> = {
  method: 'POST',
  path: '/auth/cli/poll',
};
export const completeCliLogin: Route<'POST', '/auth/cli/complete', z.input<typeof cliLoginCompleteBody>, CliLoginCompleteJson, CliLoginCompleteJson, never> = {
  method: 'POST',
  path: '/auth/cli/complete',
};
