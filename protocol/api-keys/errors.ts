import type { CapabilityErrors } from '../known-errors';

/**
 * The known errors of API keys, with their English messages; the catalogue (known-errors.ts) gathers them through
 * protocol/capabilities.ts.
 *
 * @example
 * ```ts
 * apiKeyErrors.API_KEY_REVOKED.status; // 401
 * ```
 */
export const apiKeyErrors = {
  API_KEY_NOT_VALID: { status: 401, abstract: true, message: 'The API key is not valid.' },
  API_KEY_EXPIRED: { status: 401, parent: 'API_KEY_NOT_VALID', message: 'API key has expired.' },
  API_KEY_REVOKED: { status: 401, parent: 'API_KEY_NOT_VALID', message: 'API key has been revoked.' },
  WRONG_API_KEY_TYPE: {
    status: 400,
    parent: 'API_KEY_NOT_VALID',
    details: ['expected_type', 'actual_type'],
    message: 'This endpoint is for {expected_type} API keys, but a {actual_type} API key was provided.',
  },
  API_KEY_NOT_FOUND: { status: 404, parent: 'API_KEY_NOT_VALID', message: 'API key not found.' },
  PUBLIC_API_KEY_CANNOT_BE_REVOKED: { status: 400, parent: 'API_KEY_NOT_VALID', message: 'Public API keys cannot be revoked by the secretscanner endpoint.' },
} as const satisfies CapabilityErrors;
