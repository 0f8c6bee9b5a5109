import { describe, expect, it } from 'vitest';
import { oauthButtons, oauthReturnTo } from './oauth-sign-in';

const providers = (...ids: string[]) => ({ enabledOAuthProviders: ids.map((id) => ({ id })) });

describe('the "Continue with …" buttons', () => {
  it('are one per enabled provider, in the project’s order, and none when no provider is enabled', () => {
    expect(oauthButtons(providers('github', 'google'), null)).toEqual([
      { provider: 'github', lastUsed: false },
      { provider: 'google', lastUsed: false },
    ]);
    expect(oauthButtons(providers('google', 'google'), null)).toHaveLength(1);
    expect(oauthButtons(providers(), 'oauth:google')).toEqual([]);
  });

  it('mark the provider that last signed in here, and only an OAuth method marks a button', () => {
    expect(oauthButtons(providers('google', 'github'), 'oauth:github')).toEqual([
      { provider: 'google', lastUsed: false },
      { provider: 'github', lastUsed: true },
    ]);
    expect(oauthButtons(providers('google', 'github'), 'password').some((button) => button.lastUsed)).toBe(false);
    expect(oauthButtons(providers('google'), 'oauth:gitlab').some((button) => button.lastUsed)).toBe(false);
  });

  it('send the visitor back to the element’s after-sign-in URL unless the page has its own return-to', () => {
    expect(oauthReturnTo('/app', 'https://site.example/login')).toBe('/app');
    expect(oauthReturnTo('/app', 'https://site.example/login?after_auth_return_to=%2Forders')).toBeUndefined();
    expect(oauthReturnTo(undefined, 'https://site.example/login')).toBeUndefined();
    expect(oauthReturnTo('/app', undefined)).toBe('/app');
  });
});
