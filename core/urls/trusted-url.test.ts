import { describe, expect, it } from 'vitest';
import { isTrustedUrl } from './trusted-url';

describe('isTrustedUrl (docs/wire.md §8 _isTrusted)', () => {
  const origin = 'https://site.example';

  it('trusts relative URLs and the current origin', () => {
    for (const url of ['/', '/a?b=1#c', 'page', '?x=1', '#top']) expect(isTrustedUrl(url, origin)).toBe(true);
    expect(isTrustedUrl('https://site.example/dashboard', origin)).toBe(true);
  });

  it('rejects other origins and URLs that only look relative', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      ' //evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'http://site.example/', // another scheme is another origin
    ]) {
      expect(isTrustedUrl(url, origin), url).toBe(false);
    }
  });

  it('outside a browser only relative URLs are trusted', () => {
    expect(isTrustedUrl('/x', null)).toBe(true);
    expect(isTrustedUrl('https://site.example/x', null)).toBe(false);
  });
});
