import { describe, expect, it } from 'vitest';
import { routePath } from './route';
import { allRoutes as routes } from './capabilities';

describe('the route table', () => {
  // Not frozen at run time (a freeze call would keep every route in every bundle); `Route`'s fields are readonly.
  it('is plain { method, path } constants, paths in the server router syntax', () => {
    for (const route of Object.values(routes)) {
      expect(Object.keys(route).sort()).toEqual(['method', 'path']);
      expect(route.path).toMatch(/^(\/([a-z.-]+|:[a-zA-Z_]+))+$/);
    }
    expect(routes.passwordSignIn).toEqual({ method: 'POST', path: '/auth/password/sign-in' });
    expect(routes.anonymousSignUp).toEqual({ method: 'POST', path: '/auth/anonymous/sign-up' });
  });

  it('no two routes share a method and path', () => {
    const lines = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('routePath fills each parameter as one encoded segment, and a missing one is a TypeError', () => {
    expect(routePath(routes.getUser, { user_id: 'a/b c' })).toBe('/users/a%2Fb%20c');
    expect(routePath(routes.currentUser, {})).toBe('/users/me');
    expect(() => routePath(routes.revokeSession, {} as { id: string })).toThrow(new TypeError('/auth/sessions/:id needs the parameter id.'));
  });
});
