import { PUBLIC_CLIENT_SECRET } from '../../protocol/constants';
import { fail } from '../../protocol/fail';
import type { AppContext } from '../app-context';
import { callbackUrl } from '../urls/callback-url';
import { saveVerifierAndState } from './oauth-state-cookie';

/**
 * What an OAuth flow is for (docs/wire.md §4 "OAuth"): signing in (or up, or upgrading an anonymous user), or adding a
 * provider account to the signed-in user.
 *
 * @example
 * ```ts
 * const type: OAuthFlowType = 'link';
 * ```
 */
type OAuthFlowType = 'authenticate' | 'link';

/**
 * One OAuth flow to start.
 *
 * @example
 * ```ts
 * await startOAuthFlow(context, { provider: 'github', type: 'link', providerScope: 'repo', afterCallbackRedirectUrl: location.href });
 * ```
 */
export type OAuthFlowStart = { provider: string; type: OAuthFlowType; providerScope?: string | undefined; afterCallbackRedirectUrl?: string | undefined };

/**
 * The redirect_uri of every flow: the handler's oauth-callback page as an absolute URL, carrying this page's
 * `after_auth_return_to` (so the callback page sends the user where they were going), without a hash and without
 * `code` and `state`, which the server appends (docs/product.md §5: the redirect URL's code and state are removed). The callback
 * computes it again for the token request, which must name the same URI (RFC 6749 §4.1.3).
 *
 * @example
 * ```ts
 * oauthRedirectUri(context); // 'https://site.example/handler/oauth-callback?after_auth_return_to=%2Fdashboard'
 * ```
 */
export function oauthRedirectUri(context: AppContext): string {
  const url = new URL(callbackUrl(context.urls.oauthCallback, undefined, 'OAuth'));
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.href;
}

/**
 * The query of `GET /auth/oauth/authorize/{provider}` exactly as the official client sends it (its `getOAuthUrl`),
 * in JSON mode: the server answers `{location}` instead of a 307, so the SDK sees a refusal as a known error.
 *
 * @example
 * ```ts
 * const query = authorizeQuery(context, { type: 'authenticate', state, codeChallenge, redirectUri, accessToken: null });
 * ```
 */
function authorizeQuery(
  context: AppContext,
  flow: Omit<OAuthFlowStart, 'provider'> & { state: string; codeChallenge: string; redirectUri: string; accessToken: string | null },
): Record<string, string> {
  const { projectId, publishableClientKey } = context.sender.config;
  const query: Record<string, string> = {
    client_id: projectId,
    client_secret: publishableClientKey || PUBLIC_CLIENT_SECRET,
    redirect_uri: flow.redirectUri,
    scope: 'legacy',
    state: flow.state,
    grant_type: 'authorization_code',
    code_challenge: flow.codeChallenge,
    code_challenge_method: 'S256',
    response_type: 'code',
    type: flow.type,
    // Errors come back to the callback page too, which shows them (contract: the callback screen reads errorCode).
    error_redirect_url: flow.redirectUri,
    stack_response_mode: 'json',
  };
  if (flow.accessToken !== null) query.token = flow.accessToken;
  if (flow.afterCallbackRedirectUrl) query.after_callback_redirect_url = flow.afterCallbackRedirectUrl;
  if (flow.providerScope) query.provider_scope = flow.providerScope;
  return query;
}

/**
 * Starts an OAuth flow and leaves for the provider: keeps the PKCE verifier in the state cookie, asks the server for
 * the provider's URL (with the session's access token, which links the account or upgrades an anonymous user), then
 * navigates there. A refusal (provider not enabled…) is thrown as its KnownError before anything navigates.
 *
 * @example
 * ```ts
 * await startOAuthFlow(context, { provider: 'google', type: 'authenticate' });
 * ```
 */
export async function startOAuthFlow(context: AppContext, flow: OAuthFlowStart): Promise<void> {
  const redirectUri = oauthRedirectUri(context);
  const { state, codeChallenge } = await saveVerifierAndState();
  const tokens = await context.tokens.getTokens();
  const answer = await context.sender.sendJson<{ location?: unknown }>({
    path: `/auth/oauth/authorize/${encodeURIComponent(flow.provider.toLowerCase())}`,
    query: authorizeQuery(context, { ...flow, state, codeChallenge, redirectUri, accessToken: tokens?.accessToken ?? null }),
  });
  const location = typeof answer.location === 'string' ? answer.location : fail('OAuth authorize answered without a location; the server is not Stack Auth compatible.');
  await leaveFor(context, location);
}

/**
 * Navigates to the provider. Not through `redirector.redirectTo`, whose trusted-URL rule (docs/product.md §5) is for the
 * site's own pages: the provider is another origin by design. Only http(s) URLs are followed.
 */
async function leaveFor(context: AppContext, url: string): Promise<void> {
  if (!/^https?:$/.test(new URL(url).protocol)) fail(`OAuth authorize answered a location that is not http(s): ${url}`);
  const { method } = context.redirector;
  if (method === 'none') return;
  if (method !== 'window') return method.navigate(url);
  window.location.assign(url);
  return new Promise<never>(() => {
    // The page is leaving for the provider: like the official client, never settle, so the caller shows no outcome.
  });
}
