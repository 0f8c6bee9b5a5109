import { describe, expect, it } from 'vitest';
import { canRemoveAccount, connectableProviders } from './connected-accounts';
import type { OAuthProviderAccount } from './oauth-app';

const account = (id: string, providerConfigId: string, allowSignIn = true): OAuthProviderAccount => ({
  id,
  type: 'shared',
  providerConfigId,
  email: `${id}@example.com`,
  allowSignIn,
  allowConnectedAccounts: true,
  delete: () => Promise.resolve(),
});
const noOtherWay = { hasPassword: false, otpAuthEnabled: false, passkeyAuthEnabled: false };
const everyMethod = { credentialEnabled: true, magicLinkEnabled: true, passkeyEnabled: true };

describe('removing a connected account', () => {
  const google = account('g', 'google');
  const github = account('h', 'github');

  it('is refused for the only way in: no password, no e-mail code, no passkey, no other provider', () => {
    expect(canRemoveAccount(google, [google], noOtherWay, everyMethod)).toBe(false);
  });

  it('is allowed when another way in remains', () => {
    expect(canRemoveAccount(google, [google, github], noOtherWay, everyMethod)).toBe(true);
    expect(canRemoveAccount(google, [google], { ...noOtherWay, hasPassword: true }, everyMethod)).toBe(true);
    expect(canRemoveAccount(google, [google], { ...noOtherWay, otpAuthEnabled: true }, everyMethod)).toBe(true);
    expect(canRemoveAccount(google, [google], { ...noOtherWay, passkeyAuthEnabled: true }, everyMethod)).toBe(true);
  });

  it('does not count ways the project has switched off, or an account that cannot sign in', () => {
    const passwordOff = { ...everyMethod, credentialEnabled: false };
    expect(canRemoveAccount(google, [google], { ...noOtherWay, hasPassword: true }, passwordOff)).toBe(false);
    const linkedOnly = account('l', 'spotify', false);
    expect(canRemoveAccount(google, [google, linkedOnly], noOtherWay, everyMethod)).toBe(false);
    // An account used only for its access tokens is never what lets the user in.
    expect(canRemoveAccount(linkedOnly, [linkedOnly], noOtherWay, everyMethod)).toBe(true);
  });
});

describe('connecting another provider', () => {
  it('offers each enabled provider the user has no account of yet, once', () => {
    const config = { enabledOAuthProviders: [{ id: 'google' }, { id: 'github' }, { id: 'gitlab' }, { id: 'github' }] };
    expect(connectableProviders(config, [])).toEqual(['google', 'github', 'gitlab']);
    expect(connectableProviders(config, [account('g', 'google')])).toEqual(['github', 'gitlab']);
    expect(connectableProviders({ enabledOAuthProviders: [] }, [account('g', 'google')])).toEqual([]);
  });
});
