import * as oauth from 'oauth4webapi';
import { KnownError } from '../../../../protocol/known-error';

/**
 * What a failed exchange means to the person signing in (docs/wire.md §4 "OAuth"): a refused consent, a provider
 * that is down, or a callback that does not hold a usable authorization (a replayed or altered code, an ID token
 * for someone else — wrong issuer, audience, nonce or signature). A provider refusing the project's own client id or
 * secret is the catalogue's `INVALID_OAUTH_CLIENT_ID_OR_SECRET` (docs/product.md §8), so the site shows what the owner must fix
 * instead of a server error.
 */
export function exchangeError(error: unknown, clientId: string): unknown {
  if (error instanceof KnownError) return error;
  if (error instanceof oauth.AuthorizationResponseError) {
    // RFC 6749 §4.1.2.1 error codes.
    if (error.error === 'access_denied') return new KnownError('OAUTH_PROVIDER_ACCESS_DENIED');
    if (error.error === 'temporarily_unavailable' || error.error === 'server_error') return new KnownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    return new KnownError('INVALID_AUTHORIZATION_CODE');
  }
  if (error instanceof oauth.ResponseBodyError) {
    if (error.status >= 500) return new KnownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    // RFC 6749 §5.2: invalid_grant is a code that is invalid, expired, used, or issued for another redirect URI.
    if (error.error === 'invalid_grant') return new KnownError('INVALID_AUTHORIZATION_CODE');
    if (error.error === 'invalid_client' || error.error === 'unauthorized_client' || error.status === 401) {
      return new KnownError('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: clientId });
    }
    return error;
  }
  if (error instanceof oauth.OperationProcessingError) return new KnownError('INVALID_AUTHORIZATION_CODE');
  return unreachable(error) ?? error;
}

/** A refresh the provider refused (revoked or expired refresh token) or could not answer. */
export function refreshError(error: unknown, provider: string): unknown {
  if (error instanceof KnownError) return error;
  if (error instanceof oauth.ResponseBodyError && error.status < 500 && error.error !== 'invalid_client') {
    return new KnownError('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE', { provider, details: `The provider refused the refresh token (${error.error}).` });
  }
  if (error instanceof oauth.ResponseBodyError && error.status >= 500) return new KnownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
  return unreachable(error) ?? error;
}

/** The provider could not be reached (network failure or timeout): temporarily unavailable. */
export function unreachable(error: unknown): KnownError | undefined {
  const name = error instanceof Error ? error.name : '';
  // fetch rejects with a TypeError ("fetch failed") on network errors; AbortSignal.timeout with a TimeoutError.
  if ((error instanceof TypeError && error.message === 'fetch failed') || name === 'TimeoutError' || name === 'AbortError') {
    return new KnownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
  }
  return undefined;
}
