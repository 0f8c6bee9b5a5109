import { z } from 'zod';
import { CLI_LOGIN_MAX_EXPIRY_MS } from '../constants';

/** A polling or login code as sent back: any short string; an unknown one is the route's own error, not a schema error. */
const cliCode = z.string().min(1).max(200);

/**
 * `POST /auth/cli`: how long the login may wait (default 2 h, at most 24 h, docs/wire.md §4 "CLI login"), and the
 * command-line tool's anonymous session, if it has one, for the browser to claim. The official client always sends
 * a JSON object; a request without a body starts a login with the defaults.
 *
 * @example
 * ```ts
 * const body: z.input<typeof cliLoginStartBody> = { expires_in_millis: 600_000 };
 * ```
 */
export const cliLoginStartBody = z
  .strictObject({
    expires_in_millis: z.number().int().min(1).max(CLI_LOGIN_MAX_EXPIRY_MS).optional(),
    anon_refresh_token: z.string().min(1).max(200).optional(),
  })
  .optional();

/**
 * `POST /auth/cli/poll`: the polling code `POST /auth/cli` answered (the command-line tool keeps it).
 *
 * @example
 * ```ts
 * const body: z.input<typeof cliLoginPollBody> = { polling_code };
 * ```
 */
export const cliLoginPollBody = z.strictObject({ polling_code: cliCode });

/**
 * `POST /auth/cli/complete`, from the confirm page: `check` whether the tool has an anonymous session,
 * `claim-anon-session` to take it over in the browser, or `complete` (the default) with a live refresh token of this
 * project, which the tool's next poll receives (Stack's wire: the refresh token is the proof, no signed-in caller is
 * needed). Latch adds `deny` (the person refuses, and the login ends at once: the tool's next poll hears `expired`, a
 * status every client knows) and `new_session` (the tool receives a new session of its own for that refresh token's
 * user instead of the token itself, so signing out on one side leaves the other signed in; Latch's confirm page
 * sends it).
 *
 * @example
 * ```ts
 * const body: z.input<typeof cliLoginCompleteBody> = { login_code, refresh_token, new_session: true };
 * ```
 */
export const cliLoginCompleteBody = z.strictObject({
  login_code: cliCode,
  mode: z.enum(['check', 'claim-anon-session', 'complete', 'deny']).optional(),
  refresh_token: z.string().min(1).max(200).optional(),
  new_session: z.boolean().optional(),
});
