import { describe, expect, it } from 'vitest';
import { resolveHandlerUrls } from '../../core/urls/handler-urls';
import { isHandlerScreen, matchRoute } from './match-route';

const urls = resolveHandlerUrls({ handler: '/demo/handler' });
const page = (path: string) => `https://site.example${path}`;

describe('handler routes', () => {
  it('renders each screen at its sub-route of the handler base, query and trailing slash ignored', () => {
    expect(matchRoute(page('/demo/handler/sign-in'), urls)).toBe('sign-in');
    expect(matchRoute(page('/demo/handler/sign-up/?after_auth_return_to=%2F'), urls)).toBe('sign-up');
    expect(matchRoute(page('/demo/handler/sign-out'), urls)).toBe('sign-out');
    expect(matchRoute(page('/demo/handler/account-settings'), urls)).toBe('account-settings');
    expect(matchRoute(page('/demo/handler/error?errorCode=X'), urls)).toBe('error');
  });

  it("answers Stack's aliases log-in and register", () => {
    expect(matchRoute(page('/demo/handler/log-in'), urls)).toBe('sign-in');
    expect(matchRoute(page('/demo/handler/register'), urls)).toBe('sign-up');
  });

  it('shows the error route for any other path', () => {
    expect(matchRoute(page('/demo/handler/nope'), urls)).toBe('not-found');
    expect(matchRoute(page('/demo/handler'), urls)).toBe('not-found');
    expect(matchRoute(page('/handler/sign-in'), urls)).toBe('not-found');
  });

  it('follows sub-routes the site moved elsewhere', () => {
    const moved = resolveHandlerUrls({ handler: '/auth', signIn: '/login' });
    expect(matchRoute(page('/login'), moved)).toBe('sign-in');
    expect(matchRoute(page('/auth/sign-up'), moved)).toBe('sign-up');
  });

  it('switches in place only to its own screens on the same origin', () => {
    expect(isHandlerScreen('/demo/handler/sign-up', page('/demo/handler/sign-in'), urls)).toBe(true);
    expect(isHandlerScreen('/elsewhere', page('/demo/handler/sign-in'), urls)).toBe(false);
    expect(isHandlerScreen('https://other.example/demo/handler/sign-up', page('/demo/handler/sign-in'), urls)).toBe(false);
  });
});
