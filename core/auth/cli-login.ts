import * as cliRoutes from '../../protocol/cli-login/routes';
import { CLI_POLL_INTERVAL_MS } from '../../protocol/constants';
import type { CliLoginPollJson, CliLoginStartJson } from '../../protocol/cli-login/json';
import { KnownError } from '../../protocol/known-error';
import { knownErrorTreeReady } from '../../protocol/known-error-tree-ready';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { wait } from '../http/wait';
import type { Result } from '../result';

/**
 * What `promptCliLogin` takes: the official client's options (`appUrl`, `expiresInMillis`, `anonRefreshToken`,
 * `promptLink`) and the two its implementation also reads (`maxAttempts`, `waitTimeMillis`).
 *
 * @example
 * ```ts
 * const options: PromptCliLoginOptions = { appUrl: 'https://app.example.com', promptLink: (url) => console.log(url) };
 * ```
 */
export type PromptCliLoginOptions = {
  /** The site whose handler pages show the confirm page (`<appUrl>/handler/cli-auth-confirm`). */
  appUrl: string;
  /** How long the person has to confirm (server default 2 h, at most 24 h). */
  expiresInMillis?: number;
  /** The tool's anonymous session, which the confirm page may take over and upgrade. */
  anonRefreshToken?: string;
  /** Polls before giving up (default: until the login expires). */
  maxAttempts?: number;
  /** Wait between polls (default 2000 ms, docs/product.md §9). */
  waitTimeMillis?: number;
  /** Shows the person the link; without it the link is printed with `console.log`. */
  promptLink?: (url: string, loginCode: string) => void;
};

/**
 * The spec's words for the three ways a login can end without a session (docs/product.md §8 "Other").
 *
 * @example
 * ```ts
 * if (result.status === 'error' && result.error.message === CLI_LOGIN_MESSAGES.expired) suggestRetry();
 * ```
 */
export const CLI_LOGIN_MESSAGES = {
  expired: 'CLI authentication request expired. Please try again.',
  used: 'This authentication token has already been used.',
  timedOut: 'Timed out waiting for CLI authentication.',
} as const;

/**
 * Logs a command-line tool in (docs/wire.md §4 "CLI login"): starts a login, shows the person the confirm link, and
 * polls every `waitTimeMillis` until the person confirms in the browser. Answers the refresh token of a session of
 * the tool's own; an expired or already used login, or giving up after `maxAttempts`, is a Result error with the
 * spec's message (`CLI_AUTH_EXPIRED_ERROR`, `CLI_AUTH_USED_ERROR`, `CLI_AUTH_ERROR`).
 *
 * @example
 * ```ts
 * const result = await promptCliLogin(context, { appUrl: 'https://app.example.com', promptLink: (url) => open(url) });
 * if (result.status === 'ok') saveRefreshToken(result.data);
 * ```
 */
export async function promptCliLogin(context: AppContext, options: PromptCliLoginOptions): Promise<Result<string>> {
  if (typeof options?.appUrl !== 'string' || !URL.canParse(options.appUrl)) throw new TypeError('promptCliLogin: appUrl must be an absolute URL.');
  const body = {
    ...(options.expiresInMillis !== undefined ? { expires_in_millis: options.expiresInMillis } : {}),
    ...(options.anonRefreshToken !== undefined ? { anon_refresh_token: options.anonRefreshToken } : {}),
  };
  const started: CliLoginStartJson = await call(context.sender, cliRoutes.startCliLogin, { body });
  const url = cliAuthConfirmUrl(options.appUrl, context.urls.cliAuthConfirm, started.login_code);
  if (options.promptLink) options.promptLink(url, started.login_code);
  else console.log(`Please visit the following URL to authenticate:\n${url}`);

  const maxAttempts = options.maxAttempts ?? Infinity;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const answer: CliLoginPollJson = await call(context.sender, cliRoutes.pollCliLogin, { body: { polling_code: started.polling_code } });
    switch (answer.status) {
      case 'success':
        return { status: 'ok', data: answer.refresh_token };
      case 'waiting':
        if (attempt + 1 < maxAttempts) await wait(options.waitTimeMillis ?? CLI_POLL_INTERVAL_MS);
        continue;
      case 'expired':
        return failure('CLI_AUTH_EXPIRED_ERROR', CLI_LOGIN_MESSAGES.expired);
      case 'used':
        return failure('CLI_AUTH_USED_ERROR', CLI_LOGIN_MESSAGES.used);
      default:
        return failure('CLI_AUTH_ERROR', `Unexpected status from CLI auth polling: ${String((answer as { status: unknown }).status)}`);
    }
  }
  return failure('CLI_AUTH_ERROR', CLI_LOGIN_MESSAGES.timedOut);
}

/**
 * The confirm page's link: `<appUrl>` + the handler's cli-auth-confirm path (`/handler/cli-auth-confirm`), with the
 * login code. The path is appended to `appUrl`'s own path, so a site served under a prefix keeps it.
 *
 * @example
 * ```ts
 * cliAuthConfirmUrl('https://app.example.com/', '/handler/cli-auth-confirm', code); // 'https://app.example.com/handler/cli-auth-confirm?login_code=…'
 * ```
 */
export function cliAuthConfirmUrl(appUrl: string, confirmPath: string, loginCode: string): string {
  const url = URL.canParse(confirmPath) ? new URL(confirmPath) : new URL(appUrl.replace(/\/+$/, '') + (confirmPath.startsWith('/') ? '' : '/') + confirmPath);
  url.searchParams.set('login_code', loginCode);
  return url.toString();
}

async function failure(code: 'CLI_AUTH_ERROR' | 'CLI_AUTH_EXPIRED_ERROR' | 'CLI_AUTH_USED_ERROR', message: string): Promise<Result<string>> {
  // In browsers the catalogue is a lazy chunk, loaded before any KnownError is made (issue 7).
  await knownErrorTreeReady();
  // Built as the wire would carry it, so the error's message is the spec's English (KnownError.fromJson keeps it).
  return { status: 'error', error: KnownError.fromJson({ code, error: message }) };
}
