/**
 * `POST /auth/cli`: the codes of a new command-line login (docs/wire.md §4 "CLI login"). The tool keeps
 * `polling_code` to itself and shows the person a link with `login_code`.
 *
 * @example
 * ```ts
 * const { polling_code, login_code } = await call(sender, cliRoutes.startCliLogin, { body: {} });
 * ```
 */
export type CliLoginStartJson = { polling_code: string; login_code: string; expires_at: string };

/**
 * `POST /auth/cli/poll`: still waiting, expired, already handed over (200), or the new session's refresh token,
 * answered exactly once with status 201.
 *
 * @example
 * ```ts
 * const answer: CliLoginPollJson = { status: 'success', refresh_token };
 * ```
 */
export type CliLoginPollJson = { status: 'waiting' | 'expired' | 'used' } | { status: 'success'; refresh_token: string };

/**
 * `POST /auth/cli/complete` with `mode: 'check'`: whether the tool started with an anonymous session the browser
 * may claim.
 *
 * @example
 * ```ts
 * if ((await check()).cli_session_state === 'anonymous') await claim();
 * ```
 */
export type CliLoginCheckJson = { cli_session_state: 'anonymous' | 'none' };

/**
 * `POST /auth/cli/complete` with `mode: 'claim-anon-session'`: the tool's anonymous session, handed to the browser once.
 *
 * @example
 * ```ts
 * const { access_token, refresh_token }: CliLoginClaimJson = await claim();
 * ```
 */
export type CliLoginClaimJson = { access_token: string; refresh_token: string };

/**
 * Any answer of `POST /auth/cli/complete`, by mode.
 *
 * @example
 * ```ts
 * const answer: CliLoginCompleteJson = { success: true };
 * ```
 */
export type CliLoginCompleteJson = CliLoginCheckJson | CliLoginClaimJson | { success: true };
