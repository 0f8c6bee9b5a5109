import { KnownError } from '../../../protocol/known-error';
import { StatusError } from '../../kernel/http/status-error';
import type { ServerDeps } from '../../server-deps';
import { getProject } from '../../kernel/projects/projects';
import { issueAuthorizationCode } from './authorization-codes';
import { callbackUrlOf } from '../../kernel/oauth-addresses/callback-url';
import { errorRedirect } from './error-redirect';
import { consumeOuterState, findOuterState } from './outer-state';
import { resolveOAuthAccount } from './resolve-account';
import { resolveUpstream } from './upstream/resolve-upstream';

/** The provider's redirect back: its parameters, the full URL it came to, and whether the inner cookie came with it. */
export type CallbackInput = {
  providerId: string;
  state: string | undefined;
  error: string | undefined;
  callbackUrl: URL;
  hasInnerCookie: (innerState: string) => boolean;
  /** Deletes the inner cookie: once the outer state is found, whatever the outcome (docs/wire.md §4 "OAuth" 2). */
  clearInnerCookie: (innerState: string) => void;
};

/** Where the callback sends the browser: the client's redirect_uri with a code, or an error page (`failed`). */
export type CallbackAnswer = { location: string; failed: boolean };

/**
 * `GET|POST /auth/oauth/callback/{provider}` (docs/wire.md §4 "OAuth" 2): answers where to send the browser. Without a
 * readable outer state there is no trusted place to send it, so the answer is a plain 400 (StatusError); an
 * expired one goes to its error URL with `OUTER_OAUTH_TIMEOUT`. In redirect mode the inner cookie set by authorize
 * must come back (the browser that started is the one finishing, RFC 9700 §4.7.1). Then the provider's code is
 * exchanged, the account resolved, and the client's redirect_uri gets an authorization code and its own state;
 * a known error on the way goes to the error URL (else the redirect_uri), both trusted at authorize.
 */
export async function finishCallback(deps: ServerDeps, input: CallbackInput): Promise<CallbackAnswer> {
  const found = input.state ? await findOuterState(deps.db, input.state) : undefined;
  if (!input.state || !found) throw new StatusError(400, 'Invalid OAuth state. Please try signing in again.');
  const { state: outer } = found;
  if (outer.response_mode === 'redirect') {
    const hasCookie = input.hasInnerCookie(input.state);
    input.clearInnerCookie(input.state);
    if (!hasCookie) {
      throw new StatusError(400, 'Inner OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again');
    }
  }
  // Another provider's callback cannot redeem this provider's code: Stack's answer to it (docs/wire.md §4 "OAuth" 2).
  if (outer.provider_id !== input.providerId) throw new StatusError(400, 'Inner OAuth callback failed due to invalid grant. Please try again.');
  const failed = (error: KnownError): CallbackAnswer => ({ location: errorRedirect(outer.error_redirect_url ?? outer.redirect_uri, error), failed: true });
  if (found.expired) return failed(new KnownError('OUTER_OAUTH_TIMEOUT'));
  if (found.used) throw new StatusError(400, 'This OAuth sign-in was already completed. Please try signing in again.');
  const project = await getProject(deps.db, found.projectId);
  if (!project) throw new StatusError(400, 'The project of this OAuth sign-in no longer exists.');
  const innerState = input.state;

  try {
    await consumeOuterState(deps.db, project.id, innerState);
    if (input.error === 'access_denied') throw new KnownError('OAUTH_PROVIDER_ACCESS_DENIED');
    const upstream = await resolveUpstream(deps, project, input.providerId);
    const exchanged = await upstream.exchangeCode({
      callbackUrl: input.callbackUrl,
      redirectUri: callbackUrlOf(deps.baseUrl, input.providerId),
      state: innerState,
      codeVerifier: deps.secrets.open(outer.inner_code_verifier_sealed),
      nonce: outer.nonce,
    });
    const { tokens } = exchanged;
    // Shared keys go to the development identity provider, where anyone may claim any address as verified: its word
    // never joins an existing account, and counts for the new user's own address only outside production mode.
    const profile = upstream.type === 'standard' || !project.is_production_mode ? exchanged.profile : { ...exchanged.profile, emailVerified: false };
    const outcome = await resolveOAuthAccount(deps.db, project, {
      providerId: input.providerId,
      profile,
      type: outer.type,
      userId: outer.user_id,
      emailTrusted: upstream.type === 'standard',
    });
    const code = await issueAuthorizationCode(deps.db, project.id, {
      provider_id: input.providerId,
      redirect_uri: outer.redirect_uri,
      code_challenge: outer.code_challenge,
      code_challenge_method: outer.code_challenge_method,
      after_callback_redirect_url: outer.after_callback_redirect_url,
      outcome,
      profile,
      tokens_sealed: deps.secrets.seal(JSON.stringify(tokens)),
    });
    const target = new URL(outer.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', outer.client_state);
    return { location: target.toString(), failed: false };
  } catch (error) {
    if (error instanceof KnownError) return failed(error);
    throw error;
  }
}
