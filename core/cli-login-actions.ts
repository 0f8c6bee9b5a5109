/**
 * The command-line login actions as one lazily loaded module: ClientApp reaches them by `import()`, so pages that
 * never show the confirm page and never log a tool in download none of them (`promptCliLogin`, `cliAuthConfirmation`).
 *
 * @example
 * ```ts
 * const { promptCliLogin } = await import('./cli-login-actions');
 * ```
 */
export { promptCliLogin } from './auth/cli-login';
export { cliAuthConfirmation } from './auth/cli-confirm';
