import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { oauthOperatorConfigFromEnv } from './operator-config';

describe('OAuth operator overrides from the environment', () => {
  it('has none by default, and treats empty values as unset', () => {
    expect(oauthOperatorConfigFromEnv({})).toEqual({ issuers: {}, githubBaseUrl: null, gitlabBaseUrl: null });
    expect(oauthOperatorConfigFromEnv({ LATCH_OAUTH_GOOGLE_ISSUER: '', LATCH_OAUTH_GITHUB_BASE_URL: '' })).toEqual({
      issuers: {},
      githubBaseUrl: null,
      gitlabBaseUrl: null,
    });
  });

  it('reads an issuer per provider, kept exactly as given (issuers are compared as strings)', () => {
    const config = oauthOperatorConfigFromEnv({
      LATCH_OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4010',
      LATCH_OAUTH_MICROSOFT_ISSUER: 'https://login.example.com/tenant/',
      LATCH_OAUTH_X_ISSUER: 'https://x-idp.example.com',
      LATCH_OAUTH_MYSPACE_ISSUER: 'https://ignored.example.com',
    });
    expect(config.issuers).toEqual({
      google: 'http://127.0.0.1:4010',
      microsoft: 'https://login.example.com/tenant/',
      x: 'https://x-idp.example.com',
    });
  });

  it('reads GitHub Enterprise and self-managed GitLab base URLs without trailing slashes', () => {
    expect(
      oauthOperatorConfigFromEnv({ LATCH_OAUTH_GITHUB_BASE_URL: 'https://github.example.com/', LATCH_OAUTH_GITLAB_BASE_URL: 'https://gitlab.example.com/gitlab' }),
    ).toMatchObject({ githubBaseUrl: 'https://github.example.com', gitlabBaseUrl: 'https://gitlab.example.com/gitlab' });
  });

  it.each([
    ['LATCH_OAUTH_GOOGLE_ISSUER', 'accounts.google.com', /LATCH_OAUTH_GOOGLE_ISSUER must be an absolute URL/],
    ['LATCH_OAUTH_GITHUB_BASE_URL', 'ftp://github.example.com', /LATCH_OAUTH_GITHUB_BASE_URL must be an http or https URL/],
    ['LATCH_OAUTH_GITLAB_BASE_URL', 'https://gitlab.example.com/?x=1', /LATCH_OAUTH_GITLAB_BASE_URL must not have a query/],
  ])('refuses %s=%s by name', (name, value, message) => {
    expect(() => oauthOperatorConfigFromEnv({ [name]: value })).toThrow(message);
  });

  it('is part of the server configuration', () => {
    expect(configFromEnv({ LATCH_OAUTH_GITLAB_BASE_URL: 'https://gitlab.example.com' }).oauth.gitlabBaseUrl).toBe('https://gitlab.example.com');
  });
});
