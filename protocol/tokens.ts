import type { RestrictedReasonJson } from './users/json';

/**
 * Which audience an access token was issued for (docs/wire.md §5): users who may do everything (`normal`), anonymous
 * users (`anon`) and restricted users (`restricted`, e.g. blocked by an administrator). The audience picks the
 * token's issuer and `aud`, so a verifier that accepts only `normal` never lets the others through by mistake.
 *
 * @example
 * ```ts
 * const audience: AccessTokenAudience = user.is_anonymous ? 'anon' : 'normal';
 * ```
 */
export type AccessTokenAudience = 'normal' | 'anon' | 'restricted';

const ISSUER_SEGMENT: Record<AccessTokenAudience, string> = {
  normal: 'projects',
  anon: 'projects-anonymous-users',
  restricted: 'projects-restricted-users',
};

/**
 * The payload of an access token (docs/wire.md §5): the registered JWT claims plus Stack Auth's own, with the exact
 * names the official SDK and the reference server's tests expect. `signed_up_at` is in seconds, as `iat`/`exp`.
 *
 * @example
 * ```ts
 * const claims = decodeJwt<AccessTokenClaims>(accessToken);
 * if (claims.is_anonymous) showUpgradePrompt();
 * ```
 */
export type AccessTokenClaims = {
  /** The user id. */
  sub: string;
  iat: number;
  exp: number;
  /** `accessTokenIssuer(baseUrl, projectId, audience)`. */
  iss: string;
  /** `accessTokenAudienceValue(projectId, audience)`. */
  aud: string;
  project_id: string;
  branch_id: 'main';
  /** The session's id; signing out deletes this session. */
  refresh_token_id: string;
  role: 'authenticated';
  name: string | null;
  email: string | null;
  email_verified: boolean;
  selected_team_id: string | null;
  /** Seconds since the epoch. */
  signed_up_at: number;
  is_anonymous: boolean;
  is_restricted: boolean;
  restricted_reason: RestrictedReasonJson | null;
  requires_totp_mfa: boolean;
};

/**
 * The issuer of a project's access tokens (docs/wire.md §5): `<base>/api/v1/projects/<id>`, with
 * `projects-anonymous-users` or `projects-restricted-users` in place of `projects` for those audiences.
 *
 * @example
 * ```ts
 * accessTokenIssuer('https://auth.example.com', 'internal'); // 'https://auth.example.com/api/v1/projects/internal'
 * ```
 */
export function accessTokenIssuer(baseUrl: string, projectId: string, audience: AccessTokenAudience = 'normal'): string {
  return `${baseUrl}/api/v1/${ISSUER_SEGMENT[audience]}/${projectId}`;
}

/**
 * The `aud` claim of a project's access tokens (docs/wire.md §5): the project id for normal users, `<id>:anon` and
 * `<id>:restricted` for the others. The part before `:` always names the project.
 *
 * @example
 * ```ts
 * accessTokenAudienceValue('internal', 'anon'); // 'internal:anon'
 * ```
 */
export function accessTokenAudienceValue(projectId: string, audience: AccessTokenAudience): string {
  return audience === 'normal' ? projectId : `${projectId}:${audience}`;
}
