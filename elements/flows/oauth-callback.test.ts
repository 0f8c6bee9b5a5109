import { describe, expect, it } from 'vitest';
import { oauthFailureReason } from './oauth-callback';

describe('what the oauth-callback page says when the sign-in failed', () => {
  it('says the visitor cancelled at the provider, naming it when this tab started the sign-in', () => {
    expect(oauthFailureReason('OAUTH_PROVIDER_ACCESS_DENIED', 'github')).toBe('oauthCallback.denied');
    expect(oauthFailureReason('OAUTH_PROVIDER_ACCESS_DENIED', null)).toBe('oauthCallback.deniedNoProvider');
  });

  it('says it took too long or was used already for an expired flow or a spent code', () => {
    expect(oauthFailureReason('OUTER_OAUTH_TIMEOUT', 'google')).toBe('oauthCallback.expired');
    expect(oauthFailureReason('INVALID_AUTHORIZATION_CODE', 'google')).toBe('oauthCallback.expired');
  });

  it('leaves the other errors to the catalogue’s translated message', () => {
    expect(oauthFailureReason('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 'google')).toBeNull();
    expect(oauthFailureReason('UNEXPECTED_ERROR', null)).toBeNull();
  });
});
