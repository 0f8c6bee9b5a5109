import type { PasskeyFailureKey } from '../i18n/en/passkey-failures';

/**
 * Which sentence a failed passkey dialog gets, by the `details.code` of PASSKEY_WEBAUTHN_ERROR: @simplewebauthn's
 * error code (spec §8 "WebAuthn codes"), or the DOMException's name when the library passed the browser's error on
 * (core/auth/passkey-failure.ts). WebAuthn Level 2 §5.1.3/§5.1.4 name what each means: NotAllowedError is a dialog
 * the person cancelled or let time out (the library passes it on as ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY),
 * InvalidStateError a passkey this device already holds, SecurityError a site that cannot use passkeys.
 */
const KEYS: Readonly<Record<string, PasskeyFailureKey>> = {
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: 'passkeyFailure.cancelled',
  NotAllowedError: 'passkeyFailure.cancelled',
  ERROR_CEREMONY_ABORTED: 'passkeyFailure.stopped',
  AbortError: 'passkeyFailure.stopped',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'passkeyFailure.alreadyRegistered',
  InvalidStateError: 'passkeyFailure.alreadyRegistered',
  ERROR_INVALID_DOMAIN: 'passkeyFailure.siteCannotUse',
  ERROR_INVALID_RP_ID: 'passkeyFailure.siteCannotUse',
  SecurityError: 'passkeyFailure.siteCannotUse',
  ERROR_MALFORMED_PUBKEYCREDPARAMS: 'passkeyFailure.notSupported',
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG: 'passkeyFailure.notSupported',
  NotSupportedError: 'passkeyFailure.notSupported',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: 'passkeyFailure.cannotStore',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: 'passkeyFailure.cannotStore',
  ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE: 'passkeyFailure.cannotStore',
  ConstraintError: 'passkeyFailure.cannotStore',
  ERROR_AUTHENTICATOR_GENERAL_ERROR: 'passkeyFailure.device',
  UnknownError: 'passkeyFailure.device',
};

/**
 * The translation key of a failed passkey dialog's sentence; one general sentence for any other code (the browser's
 * own text is never shown: it is English, technical, and sometimes a link to the specification).
 *
 * @example
 * ```ts
 * passkeyFailureKey('NotAllowedError'); // 'passkeyFailure.cancelled'
 * ```
 */
export function passkeyFailureKey(code: unknown): PasskeyFailureKey {
  return (typeof code === 'string' && Object.prototype.hasOwnProperty.call(KEYS, code) ? KEYS[code] : undefined) ?? 'passkeyFailure.other';
}
