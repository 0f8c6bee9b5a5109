import {
  allowInsecureRequests,
  authorizationCodeGrantRequest,
  ClientSecretPost,
  customFetch,
  processAuthorizationCodeResponse,
  validateAuthResponse,
  type AuthorizationServer,
  type Client,
} from 'oauth4webapi';
import { PUBLIC_CLIENT_SECRET } from '../../protocol/constants';
import { LOCALE_HEADER } from '../../protocol/headers';
import { KnownError } from '../../protocol/known-error';
import * as routes from '../../protocol/sessions/routes';
import type { AppContext } from '../app-context';
import { knownErrorTreeReady } from '../../protocol/known-error-tree-ready';

/**
 * What the token endpoint's authorization_code grant answers that the callback uses (docs/wire.md §4 "OAuth" 3).
 *
 * @example
 * ```ts
 * const { access_token, refresh_token, is_new_user, after_callback_redirect_url } = await exchangeCode(context, flow);
 * ```
 */
export type OAuthCodeTokens = {
  access_token: string;
  refresh_token: string;
  is_new_user: boolean;
  after_callback_redirect_url: string | null;
};

/** The spec's message for a callback that failed other than by a known error (docs/product.md §8 "Messages"). */
const CALLBACK_FAILED = 'Error signing in during OAuth callback. Please try again.';

/**
 * Exchanges the callback's authorization code for the session's tokens as the official client does (its
 * `_callOAuthCallbackInner`): oauth4webapi checks the callback parameters (state, issuer), then POSTs the
 * authorization_code grant with the PKCE verifier and client_secret_post (client_id = project id, client_secret =
 * publishable key or the public-client sentinel) to `/auth/oauth/token`. The authorization server is described as
 * the official client describes it: issuer = the API's base URL. A refusal is thrown as its KnownError
 * (MULTI_FACTOR_AUTHENTICATION_REQUIRED, INVALID_AUTHORIZATION_CODE…); anything else as an Error with the spec's
 * message and the failure as its cause.
 *
 * @example
 * ```ts
 * const tokens = await exchangeCode(context, { params, state, codeVerifier, redirectUri: oauthRedirectUri(context) });
 * ```
 */
export async function exchangeCode(context: AppContext, flow: { params: URLSearchParams; state: string; codeVerifier: string; redirectUri: string }): Promise<OAuthCodeTokens> {
  const { sender } = context;
  const { projectId, publishableClientKey, baseUrl, fetch } = sender.config;
  const clientSecret = publishableClientKey || PUBLIC_CLIENT_SECRET;
  const tokenEndpoint = `${sender.apiUrl}${routes.oauthToken.path}`;
  const as: AuthorizationServer = { issuer: baseUrl, token_endpoint: tokenEndpoint };
  const client: Client = { client_id: projectId };
  let response: Response;
  try {
    const params = validateAuthResponse(as, client, flow.params, flow.state);
    response = await authorizationCodeGrantRequest(as, client, ClientSecretPost(clientSecret), params, flow.redirectUri, flow.codeVerifier, {
      [customFetch]: async (url, init) => fetch(url, init),
      ...(sender.locale ? { headers: { [LOCALE_HEADER]: sender.locale } } : {}),
      // A local server (http://localhost) is allowed as it is for the official client.
      [allowInsecureRequests]: tokenEndpoint.startsWith('http://'),
    });
  } catch (cause) {
    throw new Error(CALLBACK_FAILED, { cause });
  }
  // A refusal comes as a known error ({code, details, error}), which oauth4webapi would only see as an OAuth error body.
  // (Read here rather than with core/http's readResponse, whose header table would then be shared with this chunk
  // and kept whole in every page's runtime.)
  if (!response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
    if (typeof body?.code === 'string') {
      await knownErrorTreeReady();
      throw KnownError.fromJson(body);
    }
  }
  let body: Awaited<ReturnType<typeof processAuthorizationCodeResponse>>;
  try {
    body = await processAuthorizationCodeResponse(as, client, response);
  } catch (cause) {
    throw new Error(CALLBACK_FAILED, { cause });
  }
  if (typeof body.refresh_token !== 'string') throw new Error(CALLBACK_FAILED, { cause: new Error('The token endpoint answered without a refresh token.') });
  return {
    access_token: body.access_token,
    refresh_token: body.refresh_token,
    is_new_user: body.is_new_user === true,
    after_callback_redirect_url: typeof body.after_callback_redirect_url === 'string' ? body.after_callback_redirect_url : null,
  };
}
