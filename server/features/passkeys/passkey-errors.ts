import { KnownError } from '../../../protocol/known-error';

/**
 * `PASSKEY_REGISTRATION_FAILED` with its message (the catalogue's message is `{message}`, as Stack's).
 *
 * @example
 * ```ts
 * if (!site) throw registrationFailed('The passkey was not made on a site this project trusts.');
 * ```
 */
export function registrationFailed(message: string): KnownError<'PASSKEY_REGISTRATION_FAILED'> {
  return new KnownError('PASSKEY_REGISTRATION_FAILED', undefined, { message });
}

/**
 * `PASSKEY_AUTHENTICATION_FAILED`, one message for every cause: which check failed (unknown credential, bad
 * signature, another site) is not told to whoever is trying.
 *
 * @example
 * ```ts
 * if (!user) throw authenticationFailed();
 * ```
 */
export function authenticationFailed(): KnownError<'PASSKEY_AUTHENTICATION_FAILED'> {
  return new KnownError('PASSKEY_AUTHENTICATION_FAILED', undefined, { message: 'The passkey could not be verified for this project.' });
}
