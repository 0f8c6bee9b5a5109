import type { CapabilityErrors } from '../known-errors';

/**
 * The known errors of command-line login, with their English messages; the catalogue (known-errors.ts) gathers them through
 * protocol/capabilities.ts.
 *
 * @example
 * ```ts
 * cliLoginErrors.CLI_AUTH_EXPIRED_ERROR.status; // 400
 * ```
 */
export const cliLoginErrors = {
  INVALID_POLLING_CODE: { status: 400, message: 'The polling code is invalid or does not exist.' },
  CLI_AUTH_ERROR: { status: 400, message: '{message}' },
  CLI_AUTH_EXPIRED_ERROR: { status: 400, message: 'CLI authentication request expired. Please try again.' },
  CLI_AUTH_USED_ERROR: { status: 400, message: 'This authentication token has already been used.' },
} as const satisfies CapabilityErrors;
