import { describe, expect, it } from 'vitest';
import { numberedName, passkeyBaseName } from './passkey-name';

const ZERO = '00000000-0000-0000-0000-000000000000';
const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  chromeIpad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('the name a new passkey gets', () => {
  it('is the browser and system it was made with, when the authenticator does not say who it is', () => {
    expect(passkeyBaseName(ZERO, UA.chromeLinux)).toBe('Chrome on Linux');
    expect(passkeyBaseName(ZERO, UA.headlessChrome)).toBe('Chrome on Linux');
    expect(passkeyBaseName(undefined, UA.safariMac)).toBe('Safari on Mac');
    expect(passkeyBaseName(ZERO, UA.safariIphone)).toBe('Safari on iPhone');
    expect(passkeyBaseName(ZERO, UA.edgeWindows)).toBe('Edge on Windows');
    expect(passkeyBaseName(ZERO, UA.firefoxWindows)).toBe('Firefox on Windows');
    expect(passkeyBaseName(ZERO, UA.chromeAndroid)).toBe('Chrome on Android');
    expect(passkeyBaseName(ZERO, UA.samsungAndroid)).toBe('Samsung Internet on Android');
    expect(passkeyBaseName(ZERO, UA.chromeIpad)).toBe('Chrome on iPad');
    expect(passkeyBaseName(ZERO, UA.chromebook)).toBe('Chrome on ChromeOS');
  });

  it('is the provider the AAGUID names where it is a known one', () => {
    expect(passkeyBaseName('fbfc3007-154e-4ecc-8c0b-6e020557d7bd', UA.safariMac)).toBe('iCloud Keychain');
    expect(passkeyBaseName('EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4', UA.chromeAndroid)).toBe('Google Password Manager');
    expect(passkeyBaseName('08987058-cadc-4b81-b6e1-30de50dcbe96', UA.edgeWindows)).toBe('Windows Hello');
    expect(passkeyBaseName('bada5566-a7aa-401f-bd96-45619a55120d', UA.chromeLinux)).toBe('1Password');
    expect(passkeyBaseName('d548826e-79b4-db40-a3d8-11116f7e8349', UA.firefoxWindows)).toBe('Bitwarden');
    expect(passkeyBaseName('adce0002-35bc-c60a-648b-0b25f1f05503', UA.safariMac)).toBe('Chrome on Mac');
  });

  it('is "Passkey" when nothing is known, or only the part that is', () => {
    expect(passkeyBaseName(ZERO, undefined)).toBe('Passkey');
    expect(passkeyBaseName(ZERO, 'curl/8.5.0')).toBe('Passkey');
    expect(passkeyBaseName(ZERO, 'Something (Windows NT 10.0)')).toBe('Windows');
  });

  it('is numbered from 2 when the user already has a passkey of that name', () => {
    expect(numberedName('Chrome on Linux', [])).toBe('Chrome on Linux');
    expect(numberedName('Chrome on Linux', ['Safari on Mac'])).toBe('Chrome on Linux');
    expect(numberedName('Chrome on Linux', ['Chrome on Linux'])).toBe('Chrome on Linux 2');
    expect(numberedName('Chrome on Linux', ['Chrome on Linux', 'Chrome on Linux 2'])).toBe('Chrome on Linux 3');
    expect(numberedName('Chrome on Linux', ['Chrome on Linux', 'Chrome on Linux 3'])).toBe('Chrome on Linux 2');
  });
});
