import { describe, expect, it } from 'vitest';
import { resolveHandlerUrls } from './handler-urls';

describe('resolveHandlerUrls (docs/product.md §2)', () => {
  it('defaults every page under /handler, home /, after-* to home', () => {
    expect(resolveHandlerUrls()).toEqual({
      handler: '/handler',
      signIn: '/handler/sign-in',
      signUp: '/handler/sign-up',
      signOut: '/handler/sign-out',
      emailVerification: '/handler/email-verification',
      passwordReset: '/handler/password-reset',
      forgotPassword: '/handler/forgot-password',
      oauthCallback: '/handler/oauth-callback',
      magicLinkCallback: '/handler/magic-link-callback',
      accountSettings: '/handler/account-settings',
      error: '/handler/error',
      teamInvitation: '/handler/team-invitation',
      mfa: '/handler/mfa',
      cliAuthConfirm: '/handler/cli-auth-confirm',
      impersonate: '/handler/impersonate',
      home: '/',
      afterSignIn: '/',
      afterSignUp: '/',
      afterSignOut: '/',
    });
  });

  it('moving the handler moves every sub-route not given explicitly', () => {
    const urls = resolveHandlerUrls({ handler: '/auth/', signIn: '/login' });
    expect(urls.handler).toBe('/auth');
    expect(urls.signIn).toBe('/login');
    expect(urls.signUp).toBe('/auth/sign-up');
    expect(urls.cliAuthConfirm).toBe('/auth/cli-auth-confirm');
  });

  it('home moves the after-* defaults; afterSignUp follows afterSignIn', () => {
    expect(resolveHandlerUrls({ home: '/app' })).toMatchObject({ afterSignIn: '/app', afterSignUp: '/app', afterSignOut: '/app' });
    expect(resolveHandlerUrls({ home: '/app', afterSignIn: '/welcome' })).toMatchObject({ afterSignUp: '/welcome', afterSignOut: '/app' });
  });

  it('an empty or non-string URL is a TypeError', () => {
    expect(() => resolveHandlerUrls({ signIn: '' })).toThrow(TypeError);
    expect(() => resolveHandlerUrls({ home: 3 as never })).toThrow(TypeError);
  });
});
