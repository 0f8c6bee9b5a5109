import { describe, expect, it } from 'vitest';
import { ClientApp } from './client-app';
import { fakeAccessToken, jsonResponse, knownErrorResponse, scriptedFetch, type SentRequest } from './test-support/fake-network';

const anonymousUserJson = {
  id: 'anon-1',
  display_name: null,
  primary_email: null,
  primary_email_verified: false,
  profile_image_url: null,
  signed_up_at_millis: 1_700_000_000_000,
  client_metadata: null,
  client_read_only_metadata: null,
  has_password: false,
  auth_with_email: false,
  otp_auth_enabled: false,
  passkey_auth_enabled: false,
  requires_totp_mfa: false,
  is_anonymous: true,
  is_restricted: true,
  restricted_reason: { type: 'anonymous' },
  restricted_by_admin: false,
  restricted_by_admin_reason: null,
  oauth_providers: [],
  selected_team_id: null,
  selected_team: null,
};

/** A server that knows one anonymous user once `/auth/anonymous/sign-up` was called (the route comes later). */
function anonymousServer() {
  let signedUp = false;
  const net = scriptedFetch([
    (request: SentRequest) => {
      if (request.url.endsWith('/auth/anonymous/sign-up')) {
        signedUp = true;
        return jsonResponse({
          access_token: fakeAccessToken({ expiresInMs: 600_000, userId: 'anon-1', anonymous: true }),
          refresh_token: 'r-anon',
          user_id: 'anon-1',
        });
      }
      if (request.url.endsWith('/users/me')) {
        return signedUp ? jsonResponse(anonymousUserJson) : knownErrorResponse('CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
      }
      return new Response('not found', { status: 404 });
    },
  ]);
  const app = new ClientApp({ projectId: 'internal', baseUrl: 'https://auth.example.com', tokenStore: 'memory', fetch: net.fetch });
  return { app, sent: net.sent };
}

describe('getUser({ or: \'anonymous\' }) (docs/product.md §4 "Not signed in")', () => {
  it('signs up anonymously, then reloads and returns the anonymous user', async () => {
    const { app, sent } = anonymousServer();
    const user = await app.getUser({ or: 'anonymous' });
    expect(user).toMatchObject({ id: 'anon-1', isAnonymous: true });
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/v1/auth/anonymous/sign-up', 'GET /api/v1/users/me']);
  });

  it('anonymous users count as signed out everywhere else', async () => {
    const { app } = anonymousServer();
    await app.getUser({ or: 'anonymous' });
    expect(await app.getUser()).toBeNull();
    await expect(app.getUser({ or: 'throw' })).rejects.toThrow('not signed in');
    expect(app.$user.get()).toBeNull();
    expect(app.$session.get()).toEqual({ status: 'signed-out' });
    // Asking for the anonymous user again does not sign up a second one.
    expect((await app.getUser({ or: 'anonymous' }))?.id).toBe('anon-1');
  });

  it('concurrent callers share one anonymous sign-up', async () => {
    const { app, sent } = anonymousServer();
    const users = await Promise.all([app.getUser({ or: 'anonymous' }), app.getUser({ or: 'anonymous' })]);
    expect(users.map((u) => u.id)).toEqual(['anon-1', 'anon-1']);
    expect(sent.filter((r) => r.url.endsWith('/auth/anonymous/sign-up'))).toHaveLength(1);
  });
});
