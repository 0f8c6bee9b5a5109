import { describe, expect, it } from 'vitest';
import { isTrustedUrl, type TrustConfig } from './trusted-urls';

function project(domains: string[], allow_localhost = false): TrustConfig {
  return { config: { allow_localhost, domains: domains.map((domain) => ({ domain, handler_path: '/handler' })) } };
}

describe('isTrustedUrl', () => {
  const exact = project(['https://example.com']);

  it('trusts a URL whose origin is a trusted domain, with any path and query', () => {
    expect(isTrustedUrl(exact, 'https://example.com')).toBe(true);
    expect(isTrustedUrl(exact, 'https://example.com/handler/email-verification?x=1#y')).toBe(true);
    expect(isTrustedUrl(exact, 'HTTPS://EXAMPLE.COM/path')).toBe(true);
    expect(isTrustedUrl(exact, 'https://example.com:443/')).toBe(true);
  });

  it('requires the same scheme and port', () => {
    expect(isTrustedUrl(exact, 'http://example.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://example.com:8443/')).toBe(false);
    expect(isTrustedUrl(project(['http://example.com:8080']), 'http://example.com:8080/x')).toBe(true);
    expect(isTrustedUrl(project(['http://example.com:8080']), 'http://example.com/x')).toBe(false);
  });

  it('rejects look-alike hosts', () => {
    expect(isTrustedUrl(exact, 'https://example.com.evil.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://evilexample.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://sub.example.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://example.co/')).toBe(false);
    // Cyrillic "а" in place of the Latin "a": a different host once punycoded.
    expect(isTrustedUrl(exact, 'https://exаmple.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://example.com./')).toBe(false);
  });

  it('rejects user info, which makes the trusted name a user name on another host', () => {
    expect(isTrustedUrl(exact, 'https://example.com@evil.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://user:pass@example.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://user@example.com/')).toBe(false);
  });

  it('rejects other schemes, protocol-relative and backslash forms, and odd characters', () => {
    expect(isTrustedUrl(exact, 'javascript:alert(1)//https://example.com')).toBe(false);
    expect(isTrustedUrl(exact, 'JavaScript:alert(1)')).toBe(false);
    expect(isTrustedUrl(exact, 'data:text/html,hi')).toBe(false);
    expect(isTrustedUrl(exact, 'ftp://example.com/')).toBe(false);
    expect(isTrustedUrl(exact, '//example.com/')).toBe(false);
    expect(isTrustedUrl(exact, '//evil.com/')).toBe(false);
    expect(isTrustedUrl(exact, '/\\evil.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https:\\\\example.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https:/example.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https:example.com/')).toBe(false);
    expect(isTrustedUrl(exact, ' https://example.com/')).toBe(false);
    expect(isTrustedUrl(exact, 'https://exam\tple.com/')).toBe(false);
    expect(isTrustedUrl(exact, '/handler/sign-in')).toBe(false);
    expect(isTrustedUrl(exact, 'not a url')).toBe(false);
    expect(isTrustedUrl(exact, '')).toBe(false);
  });

  it('matches `*` against exactly one DNS label', () => {
    const wildcard = project(['https://*.example.com']);
    expect(isTrustedUrl(wildcard, 'https://app.example.com/')).toBe(true);
    expect(isTrustedUrl(wildcard, 'https://a.b.example.com/')).toBe(false);
    expect(isTrustedUrl(wildcard, 'https://example.com/')).toBe(false);
    expect(isTrustedUrl(wildcard, 'https://app.example.com.evil.com/')).toBe(false);
    expect(isTrustedUrl(wildcard, 'https://appexample.com/')).toBe(false);
    expect(isTrustedUrl(project(['https://app-*.example.com']), 'https://app-pr-12.example.com/')).toBe(true);
    expect(isTrustedUrl(project(['https://app-*.example.com']), 'https://web.example.com/')).toBe(false);
  });

  it('matches `**` against one or more DNS labels', () => {
    const deep = project(['https://**.example.com']);
    expect(isTrustedUrl(deep, 'https://app.example.com/')).toBe(true);
    expect(isTrustedUrl(deep, 'https://a.b.example.com/')).toBe(true);
    expect(isTrustedUrl(deep, 'https://example.com/')).toBe(false);
    expect(isTrustedUrl(deep, 'https://evil.com/?.example.com')).toBe(false);
    expect(isTrustedUrl(deep, 'https://a.example.com.evil.com/')).toBe(false);
  });

  it('trusts localhost on any port only when the project allows localhost', () => {
    const local = project([], true);
    for (const url of ['http://localhost:3000/cb', 'http://localhost/', 'https://localhost:8443/', 'http://127.0.0.1:5173/', 'http://[::1]:8080/', 'http://app.localhost:3000/']) {
      expect(isTrustedUrl(local, url)).toBe(true);
      expect(isTrustedUrl(project([]), url)).toBe(false);
    }
    expect(isTrustedUrl(local, 'http://localhost.evil.com/')).toBe(false);
    expect(isTrustedUrl(local, 'http://localhost@evil.com/')).toBe(false);
    expect(isTrustedUrl(local, 'http://127.0.0.1.evil.com/')).toBe(false);
  });

  it('trusts nothing when the project has no domains and no localhost', () => {
    expect(isTrustedUrl(project([]), 'https://example.com/')).toBe(false);
  });

  it('ignores unusable domain entries instead of trusting everything', () => {
    expect(isTrustedUrl(project(['not a domain', '']), 'https://example.com/')).toBe(false);
    expect(isTrustedUrl(project(['https://*']), 'https://example.com/')).toBe(false);
  });
});
