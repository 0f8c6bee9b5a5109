const CANCELLED = 'The passkey request was cancelled or timed out. Please try again.';
const STOPPED = 'The passkey request was stopped before it finished. Please try again.';
const ALREADY_REGISTERED = 'This device already has a passkey for your account on this site.';
const SITE_CANNOT_USE = 'This site cannot use passkeys. Please sign in another way.';
const NOT_SUPPORTED = 'Your device does not support the kind of passkey this site uses.';
const CANNOT_KEEP = 'Your device or security key cannot keep a passkey for this site. Try another device or a password manager.';
const DEVICE = 'Your device could not complete the passkey request. Please try again.';

/**
 * What a person reads when the browser's passkey dialog fails: PASSKEY_WEBAUTHN_ERROR told apart by its
 * `details.code`, the key being `passkeyFailure.<code>` — @simplewebauthn's error code (docs/product.md §8 "WebAuthn codes") or
 * the DOMException's name when the library passed the browser's error on (core/auth/passkey-failure.ts). WebAuthn
 * Level 2 §5.1.3/§5.1.4 say what each means: NotAllowedError is a dialog the person cancelled or let time out (the
 * library passes it on as ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY), InvalidStateError a passkey this device already
 * holds, SecurityError a site that cannot use passkeys. Any other code gets PASSKEY_WEBAUTHN_ERROR's general sentence;
 * the browser's own text (English, technical, sometimes a link to the specification) is never shown. Error messages:
 * they travel in the error table's chunk (`en-errors.ts`), loaded on the first error; an override from
 * `Latch.setTranslations` wins.
 */
export const passkeyFailureStrings = {
  'passkeyFailure.ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY': CANCELLED,
  'passkeyFailure.NotAllowedError': CANCELLED,
  'passkeyFailure.ERROR_CEREMONY_ABORTED': STOPPED,
  'passkeyFailure.AbortError': STOPPED,
  'passkeyFailure.ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED': ALREADY_REGISTERED,
  'passkeyFailure.InvalidStateError': ALREADY_REGISTERED,
  'passkeyFailure.ERROR_INVALID_DOMAIN': SITE_CANNOT_USE,
  'passkeyFailure.ERROR_INVALID_RP_ID': SITE_CANNOT_USE,
  'passkeyFailure.SecurityError': SITE_CANNOT_USE,
  'passkeyFailure.ERROR_MALFORMED_PUBKEYCREDPARAMS': NOT_SUPPORTED,
  'passkeyFailure.ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG': NOT_SUPPORTED,
  'passkeyFailure.NotSupportedError': NOT_SUPPORTED,
  'passkeyFailure.ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT': CANNOT_KEEP,
  'passkeyFailure.ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT': CANNOT_KEEP,
  'passkeyFailure.ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE': CANNOT_KEEP,
  'passkeyFailure.ConstraintError': CANNOT_KEEP,
  'passkeyFailure.ERROR_AUTHENTICATOR_GENERAL_ERROR': DEVICE,
  'passkeyFailure.UnknownError': DEVICE,
} as const;

/** The key of one of these messages. */
export type PasskeyFailureKey = keyof typeof passkeyFailureStrings;
