/**
 * What a sign-in answers (password sign-up and sign-in, docs/wire.md §4): a new session's tokens and its user.
 *
 * @example
 * ```ts
 * const { access_token, refresh_token } = (await response.json()) as SignInJson;
 * ```
 */
export type SignInJson = { access_token: string; refresh_token: string; user_id: string };

/**
 * `POST /auth/sessions` (server): a session created for a user.
 *
 * @example
 * ```ts
 * const { access_token, refresh_token } = (await response.json()) as CreatedSessionJson;
 * ```
 */
export type CreatedSessionJson = { refresh_token: string; access_token: string };

/**
 * `POST /auth/sessions/current/refresh`: a new access token for the session of `x-stack-refresh-token`.
 *
 * @example
 * ```ts
 * const { access_token } = (await response.json()) as RefreshedAccessTokenJson;
 * ```
 */
export type RefreshedAccessTokenJson = {
  access_token: string;
  /** The session's new refresh token, only when the project rotates them (`refresh_token_rotation`). */
  refresh_token?: string;
};

/**
 * `POST /auth/oauth/token` with `grant_type=refresh_token` (RFC 6749 §5.1; docs/wire.md §4 "OAuth").
 *
 * @example
 * ```ts
 * const body: OAuthTokenJson = { access_token, token_type: 'Bearer', expires_in: 600, refresh_token, scope: 'legacy' };
 * ```
 */
export type OAuthTokenJson = {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds the access token stays valid. */
  expires_in: number;
  /** The refresh token to use next: the one sent, or a new one when the project rotates them. */
  refresh_token: string;
  scope: 'legacy';
};

/**
 * An OAuth error body (RFC 6749 §5.2) for what the known-error catalogue does not cover.
 *
 * @example
 * ```ts
 * const body: OAuthErrorJson = { error: 'unsupported_grant_type', error_description: 'Only refresh_token is supported.' };
 * ```
 */
export type OAuthErrorJson = { error: 'invalid_request' | 'unsupported_grant_type'; error_description?: string };

/**
 * Where a session was last used from; only what the server really knows (no invented geo data).
 *
 * @example
 * ```ts
 * const info: SessionIpInfoJson = { ip: '203.0.113.7', countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null };
 * ```
 */
export type SessionIpInfoJson = {
  ip: string;
  countryCode: string | null;
  regionCode: string | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  tzIdentifier: string | null;
};

/**
 * The browser and operating system a session was last used from, read from its User-Agent (null when it does not
 * say). A Latch addition to the session list item; Stack's clients ignore it.
 *
 * @example
 * ```ts
 * const device: SessionDeviceJson = { browser: 'Firefox', os: 'Windows' };
 * ```
 */
export type SessionDeviceJson = { browser: string | null; os: string | null };

/**
 * One item of `GET /auth/sessions?user_id=` (docs/wire.md §3 "Session list item"); times in epoch ms.
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as ListJson<SessionJson>;
 * const others = items.filter((session) => !session.is_current_session);
 * ```
 */
export type SessionJson = {
  id: string;
  user_id: string;
  created_at: number;
  last_used_at: number;
  is_impersonation: boolean;
  is_current_session: boolean;
  last_used_at_end_user_ip_info?: SessionIpInfoJson;
  /** Latch: from the User-Agent it was last used with, when one was sent. */
  last_used_device?: SessionDeviceJson;
};
