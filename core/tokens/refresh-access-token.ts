import { PUBLIC_CLIENT_SECRET } from '../../protocol/constants';
import { fail } from '../../protocol/fail';
import type { OAuthTokenJson } from '../../protocol/sessions/json';
import { KnownError } from '../../protocol/known-error';
import type { BodyOf } from '../../protocol/route';
import * as routes from '../../protocol/sessions/routes';
import type { RequestSender } from '../http/request-sender';
import type { RefreshedTokens } from './token-session';
import { tokenOrNull } from './tokens';

/**
 * Gets a new access token the way the official client does (docs/wire.md §4 "How the SDK refreshes access tokens"):
 * `POST /auth/oauth/token`, form-urlencoded, `grant_type=refresh_token`, `client_id` = project id, `client_secret` =
 * publishable key or the public-client sentinel, and no X-Stack identity headers. Resolves null when the server answers a
 * REFRESH_TOKEN_* error (the session is over); other failures are thrown. When the project rotates refresh tokens the
 * answer carries a new one, which replaces the old (the old one, used again, would end the session).
 *
 * @example
 * ```ts
 * const fresh = await refreshAccessToken(sender, refreshToken); // null: signed out for good
 * ```
 */
export async function refreshAccessToken(sender: RequestSender, refreshToken: string, signal?: AbortSignal): Promise<RefreshedTokens | null> {
  const { projectId, publishableClientKey } = sender.config;
  let response: Response;
  try {
    const form = {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: projectId,
      client_secret: publishableClientKey || PUBLIC_CLIENT_SECRET,
    } satisfies BodyOf<typeof routes.oauthToken>;
    // Form-encoded, not JSON: the one route `call` does not send.
    response = await sender.postForm(routes.oauthToken.path, form, signal);
  } catch (error) {
    if (error instanceof KnownError && error.is('REFRESH_TOKEN_ERROR')) return null;
    throw error;
  }
  // Read defensively: a server that is not Stack Auth compatible may answer 200 without a token.
  const body = (await response.json()) as Partial<OAuthTokenJson>;
  const accessToken = tokenOrNull(body.access_token) ?? fail('The token endpoint answered 200 without an access token; the server is not Stack Auth compatible.');
  return { accessToken, refreshToken: tokenOrNull(body.refresh_token) ?? refreshToken };
}
