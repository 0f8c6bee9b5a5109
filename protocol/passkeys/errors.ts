import type { CapabilityErrors } from '../known-errors';

/**
 * The known errors of passkeys (docs/wire.md §4 "Passkeys"), with their English messages; the catalogue
 * (known-errors.ts) gathers them through protocol/capabilities.ts.
 *
 * @example
 * ```ts
 * passkeyErrors.PASSKEY_NOT_FOUND.status; // 404
 * ```
 */
export const passkeyErrors = {
  PASSKEY_AUTHENTICATION_NOT_ENABLED: { status: 400, message: 'Passkey authentication is not enabled for this project.' },
  PASSKEY_REGISTRATION_FAILED: { status: 400, message: '{message}' },
  PASSKEY_WEBAUTHN_ERROR: { status: 400, details: ['message', 'code'], message: '{message}' },
  PASSKEY_AUTHENTICATION_FAILED: { status: 400, message: '{message}' },
  /** Latch's own (the passkey list, rename and remove routes): no passkey of that id belongs to the user. */
  PASSKEY_NOT_FOUND: { status: 404, message: 'Passkey not found.' },
} as const satisfies CapabilityErrors;
