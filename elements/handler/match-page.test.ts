import { describe, expect, it } from 'vitest';
import { ClientApp } from '../../core';
import type { HandlerUrls } from '../../core';
import { isHandlerPage, matchPage } from './match-page';

/** The route keys of the page table (handler/pages.ts), without its lazy screens, which need no DOM here. */
const pages = [
  { route: 'signIn', aliases: ['log-in'] },
  { route: 'signUp', aliases: ['register'] },
  { route: 'signOut' },
  { route: 'accountSettings' },
  { route: 'error' },
] as const;

/** The handler URLs core resolves for these options. */
const urlsOf = (urls: Partial<HandlerUrls>): HandlerUrls => new ClientApp({ projectId: 'internal', baseUrl: 'https://auth.example', tokenStore: null, urls }).urls;
const urls = urlsOf({ handler: '/demo/handler' });
const page = (path: string) => `https://site.example${path}`;
const routeOf = (path: string, with_ = urls) => matchPage(page(path), with_, pages)?.route ?? 'not-found';

describe('handler pages', () => {
  it('renders each screen at its sub-route of the handler base, query and trailing slash ignored', () => {
    expect(routeOf('/demo/handler/sign-in')).toBe('signIn');
    expect(routeOf('/demo/handler/sign-up/?after_auth_return_to=%2F')).toBe('signUp');
    expect(routeOf('/demo/handler/sign-out')).toBe('signOut');
    expect(routeOf('/demo/handler/account-settings')).toBe('accountSettings');
    expect(routeOf('/demo/handler/error?errorCode=X')).toBe('error');
  });

  it("answers Stack's aliases log-in and register", () => {
    expect(routeOf('/demo/handler/log-in')).toBe('signIn');
    expect(routeOf('/demo/handler/register')).toBe('signUp');
  });

  it('shows "page not found" for any other path', () => {
    expect(routeOf('/demo/handler/nope')).toBe('not-found');
    expect(routeOf('/demo/handler')).toBe('not-found');
    expect(routeOf('/handler/sign-in')).toBe('not-found');
  });

  it('follows sub-routes the site moved elsewhere', () => {
    const moved = urlsOf({ handler: '/auth', signIn: '/login' });
    expect(routeOf('/login', moved)).toBe('signIn');
    expect(routeOf('/auth/sign-up', moved)).toBe('signUp');
  });

  it('switches in place only to its own screens on the same origin', () => {
    expect(isHandlerPage('/demo/handler/sign-up', page('/demo/handler/sign-in'), urls, pages)).toBe(true);
    expect(isHandlerPage('/elsewhere', page('/demo/handler/sign-in'), urls, pages)).toBe(false);
    expect(isHandlerPage('https://other.example/demo/handler/sign-up', page('/demo/handler/sign-in'), urls, pages)).toBe(false);
  });
});
