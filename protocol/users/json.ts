import type { ClientTeamJson, ServerTeamJson } from '../teams/json';

/**
 * Why a user is restricted (docs/wire.md §3); present exactly when `is_restricted` is true.
 *
 * @example
 * ```ts
 * const reason: RestrictedReasonJson = { type: 'restricted_by_administrator' };
 * ```
 */
export type RestrictedReasonJson = { type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' };

/**
 * An OAuth account linked to a user.
 *
 * @example
 * ```ts
 * const account: OAuthProviderJson = { id: 'github', account_id: '4242', email: 'ada@example.com' };
 * ```
 */
export type OAuthProviderJson = { id: string; account_id: string; email: string | null };

/**
 * Sign-up risk scores, integers 0..100.
 *
 * @example
 * ```ts
 * const scores: RiskScoresJson = { sign_up: { bot: 0, free_trial_abuse: 0 } };
 * ```
 */
type RiskScoresJson = { sign_up: { bot: number; free_trial_abuse: number } };

/**
 * A user with server or admin access (`GET /users/{id}`, `GET /users`, `GET /users/me` with a server key;
 * docs/wire.md §3 "Server user"). Field names and nullability are exactly what the official client parses.
 *
 * @example
 * ```ts
 * const user = (await response.json()) as ServerUserJson;
 * if (user.is_restricted) console.log(user.restricted_reason?.type);
 * ```
 */
export type ServerUserJson = {
  id: string;
  primary_email: string | null;
  primary_email_verified: boolean;
  primary_email_auth_enabled: boolean;
  display_name: string | null;
  selected_team: ServerTeamJson | null;
  selected_team_id: string | null;
  profile_image_url: string | null;
  signed_up_at_millis: number;
  has_password: boolean;
  otp_auth_enabled: boolean;
  passkey_auth_enabled: boolean;
  client_metadata: unknown;
  client_read_only_metadata: unknown;
  server_metadata: unknown;
  last_active_at_millis: number;
  is_anonymous: boolean;
  is_restricted: boolean;
  restricted_reason: RestrictedReasonJson | null;
  restricted_by_admin: boolean;
  restricted_by_admin_reason: string | null;
  restricted_by_admin_private_details: string | null;
  country_code: string | null;
  risk_scores: RiskScoresJson;
  oauth_providers: OAuthProviderJson[];
  /** Deprecated on the wire but still read by older clients. */
  auth_with_email: boolean;
  /** Deprecated on the wire; false until multi-factor sign-in exists. */
  requires_totp_mfa: boolean;
};

/**
 * The signed-in user as a client sees it (`GET|PATCH /users/me` with client access; docs/wire.md §3 "Client user"):
 * the server view without server-only fields, and `selected_team` as a client team.
 *
 * @example
 * ```ts
 * const me = (await response.json()) as ClientUserJson;
 * ```
 */
export type ClientUserJson = Pick<
  ServerUserJson,
  | 'id'
  | 'primary_email'
  | 'primary_email_verified'
  | 'display_name'
  | 'client_metadata'
  | 'client_read_only_metadata'
  | 'profile_image_url'
  | 'signed_up_at_millis'
  | 'has_password'
  | 'auth_with_email'
  | 'oauth_providers'
  | 'selected_team_id'
  | 'requires_totp_mfa'
  | 'otp_auth_enabled'
  | 'passkey_auth_enabled'
  | 'is_anonymous'
  | 'is_restricted'
  | 'restricted_reason'
  | 'restricted_by_admin'
  | 'restricted_by_admin_reason'
> & { selected_team: ClientTeamJson | null };
