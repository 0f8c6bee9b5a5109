import { describe, expect, it } from 'vitest';
import { passkeyFailure } from '../../core/auth/passkey-failure';
import { enErrors } from '../i18n/en-errors';
import { createTranslate } from '../i18n/translate';
import { describeFailure, failureMessage } from './describe-failure';

const t = createTranslate({}, {}, enErrors);
/** What a person reads after the browser's passkey dialog failed with `error` (as core reports it). */
const shown = (error: unknown, fallback: 'PASSKEY_AUTHENTICATION_FAILED' | 'PASSKEY_REGISTRATION_FAILED' = 'PASSKEY_AUTHENTICATION_FAILED') =>
  failureMessage(describeFailure(passkeyFailure(error, fallback), enErrors), t);
/** An error as @simplewebauthn/browser identifies one: its message and WebAuthn code. */
const identified = (code: string, message: string) => Object.assign(new Error(message), { code });
const PRIVACY_TEXT = 'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.';

describe('a failed passkey dialog in plain words', () => {
  it('NotAllowedError (cancelled or timed out) says so, not the browser’s text with its link to the specification', () => {
    expect(shown(identified('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', PRIVACY_TEXT))).toBe('The passkey request was cancelled or timed out. Please try again.');
    expect(shown(new DOMException(PRIVACY_TEXT, 'NotAllowedError'))).toBe('The passkey request was cancelled or timed out. Please try again.');
  });

  it('InvalidStateError: this device already has a passkey here', () => {
    const expected = 'This device already has a passkey for your account on this site.';
    expect(shown(identified('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', 'The authenticator was previously registered'), 'PASSKEY_REGISTRATION_FAILED')).toBe(expected);
    expect(shown(new DOMException('x', 'InvalidStateError'), 'PASSKEY_REGISTRATION_FAILED')).toBe(expected);
  });

  it('SecurityError: this site cannot use passkeys (an IP host, an RP id of another site), without the host name', () => {
    const expected = 'This site cannot use passkeys. Please sign in another way.';
    expect(shown(identified('ERROR_INVALID_DOMAIN', '127.0.0.1 is an invalid domain'))).toBe(expected);
    expect(shown(identified('ERROR_INVALID_RP_ID', 'The RP ID "a.example" is invalid for this domain'))).toBe(expected);
    expect(shown(new DOMException('x', 'SecurityError'))).toBe(expected);
  });

  it('AbortError, NotSupportedError, ConstraintError, UnknownError and the library’s codes for them each get a sentence', () => {
    expect(shown(identified('ERROR_CEREMONY_ABORTED', 'Authentication ceremony was sent an abort signal'))).toBe(
      'The passkey request was stopped before it finished. Please try again.',
    );
    expect(shown(new DOMException('x', 'AbortError'))).toBe('The passkey request was stopped before it finished. Please try again.');
    for (const error of [
      identified('ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG', 'x'),
      identified('ERROR_MALFORMED_PUBKEYCREDPARAMS', 'x'),
      new DOMException('x', 'NotSupportedError'),
    ]) {
      expect(shown(error)).toBe('Your device does not support the kind of passkey this site uses.');
    }
    for (const code of [
      'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT',
      'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT',
      'ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE',
    ]) {
      expect(shown(identified(code, 'x'), 'PASSKEY_REGISTRATION_FAILED')).toBe(
        'Your device or security key cannot keep a passkey for this site. Try another device or a password manager.',
      );
    }
    expect(shown(identified('ERROR_AUTHENTICATOR_GENERAL_ERROR', 'x'))).toBe('Your device could not complete the passkey request. Please try again.');
    expect(shown(new DOMException('x', 'UnknownError'))).toBe('Your device could not complete the passkey request. Please try again.');
  });

  it('any other WebAuthn code gets the general sentence; the raw message is never shown', () => {
    expect(shown(identified('ERROR_INVALID_USER_ID_LENGTH', 'User ID was not between 1 and 64 characters'))).toBe('Your passkey could not be used. Please try again.');
    expect(shown(identified('ERROR_SOMETHING_NEW', 'raw text'))).toBe('Your passkey could not be used. Please try again.');
  });

  it('keeps PASSKEY_WEBAUTHN_ERROR as the reported code, and a site owner’s wording wins', () => {
    const failure = describeFailure(passkeyFailure(new DOMException(PRIVACY_TEXT, 'NotAllowedError'), 'PASSKEY_AUTHENTICATION_FAILED'), enErrors);
    expect(failure.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    const german = createTranslate({ 'passkeyFailure.NotAllowedError': 'Abgebrochen.' }, {}, enErrors);
    expect(failureMessage(failure, german)).toBe('Abgebrochen.');
  });
});
