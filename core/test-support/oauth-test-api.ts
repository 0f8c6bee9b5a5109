import { ClientApp } from '../client-app';
import type { ClientAppOptions } from '../client-app-options';
import { fakeAccessToken, jsonResponse } from './fake-network';

/**
 * Test support for the OAuth unit tests: a scripted API (authorize, token, users/me) that records every request
 * with its body, and a ClientApp of it whose navigations are recorded instead of followed.
 *
 * @example
 * ```ts
 * const api = oauthTestApi({ token: () => tokenAnswer() });
 * const app = api.app({ tokenStore: 'cookie' });
 * ```
 */
export type RecordedRequest = { method: string; url: URL; body: string; headers: Record<string, string> };

export const PUBLISHABLE_KEY = 'pck_test';
const API_BASE = 'https://auth.example.com';

/** A client user JSON as /users/me answers it. */
function userJson(id: string) {
  return {
    id,
    display_name: null,
    primary_email: `${id}@example.com`,
    primary_email_verified: true,
    profile_image_url: null,
    signed_up_at_millis: 1_700_000_000_000,
    client_metadata: null,
    client_read_only_metadata: null,
    has_password: false,
    auth_with_email: true,
    otp_auth_enabled: false,
    passkey_auth_enabled: false,
    requires_totp_mfa: false,
    is_anonymous: false,
    is_restricted: false,
    restricted_reason: null,
    restricted_by_admin: false,
    restricted_by_admin_reason: null,
    oauth_providers: [{ id: 'github', account_id: 'gh-42', email: `${id}@example.com` }],
    selected_team_id: null,
    selected_team: null,
  };
}

/** The token endpoint's answer to an authorization_code grant (docs/wire.md §4 "OAuth" 3). */
export function codeTokens(options: { isNewUser?: boolean; afterCallbackRedirectUrl?: string | null } = {}) {
  const after = options.afterCallbackRedirectUrl ?? null;
  return jsonResponse(
    {
      access_token: fakeAccessToken({ expiresInMs: 600_000, userId: 'u-1' }),
      token_type: 'Bearer',
      expires_in: 600,
      refresh_token: 'refresh-1',
      scope: 'legacy',
      is_new_user: options.isNewUser ?? false,
      newUser: options.isNewUser ?? false,
      after_callback_redirect_url: after,
      afterCallbackRedirectUrl: after,
    },
    200,
    { pragma: 'no-cache', 'cache-control': 'no-store' },
  );
}

export function oauthTestApi(answers: {
  authorize?: (request: RecordedRequest) => Response;
  token?: (request: RecordedRequest) => Response;
  /** Any other route (connected accounts, oauth-providers); undefined falls through to 404. */
  other?: (request: RecordedRequest) => Response | undefined;
}) {
  const requests: RecordedRequest[] = [];
  const navigations: string[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: new URL(input),
      body: init.body === undefined || init.body === null ? '' : String(init.body),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    requests.push(request);
    const path = request.url.pathname;
    if (path.startsWith('/api/v1/auth/oauth/authorize/') && answers.authorize) return answers.authorize(request);
    if (path === '/api/v1/auth/oauth/token' && answers.token) return answers.token(request);
    if (path === '/api/v1/users/me') return jsonResponse(userJson('u-1'));
    const other = answers.other?.(request);
    if (other) return other;
    return new Response('not found', { status: 404 });
  };
  const app = (options: Partial<ClientAppOptions> = {}) =>
    new ClientApp({
      projectId: 'internal',
      publishableClientKey: PUBLISHABLE_KEY,
      baseUrl: API_BASE,
      tokenStore: 'cookie',
      fetch,
      redirectMethod: { navigate: (url) => void navigations.push(url) },
      ...options,
    });
  return { requests, navigations, app };
}
