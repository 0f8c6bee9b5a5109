import { describe, expect, it } from 'vitest';
import { hostCanUsePasskeys, passkeysUsableHere } from './passkey-support';

describe('where passkeys can be offered', () => {
  it('a domain name or localhost can have passkeys', () => {
    for (const host of ['localhost', 'app.localhost', 'example.com', 'login.example.co.uk', 'xn--bcher-kva.example', 'intranet', 'example.com.', '1password.example']) {
      expect(hostCanUsePasskeys(host), host).toBe(true);
    }
  });

  it('an IP address cannot (WebAuthn needs a domain for the RP id): the button would fail with "is an invalid domain"', () => {
    for (const host of ['127.0.0.1', '192.168.1.20', '10.0.0.1', '[::1]', '::1', '[2001:db8::1]', '']) {
      expect(hostCanUsePasskeys(host), host).toBe(false);
    }
  });

  it('needs the browser’s WebAuthn (PublicKeyCredential) as well as a usable host', () => {
    const PublicKeyCredential = function PublicKeyCredential() {
      // a stand-in constructor: only its static methods are called
    };
    expect(passkeysUsableHere({ location: { hostname: 'app.example.com' }, PublicKeyCredential })).toBe(true);
    expect(passkeysUsableHere({ location: { hostname: '127.0.0.1' }, PublicKeyCredential })).toBe(false);
    expect(passkeysUsableHere({ location: { hostname: 'app.example.com' } })).toBe(false);
    expect(passkeysUsableHere({ PublicKeyCredential })).toBe(false);
  });
});
