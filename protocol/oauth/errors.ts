import type { CapabilityErrors } from '../known-errors';

/**
 * The known errors of OAuth sign-in and connected accounts (docs/wire.md §4 "OAuth"), with their English messages; the catalogue (known-errors.ts) gathers them through
 * protocol/capabilities.ts.
 *
 * @example
 * ```ts
 * oauthErrors.OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED.status; // 400
 * ```
 */
export const oauthErrors = {
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: { status: 400, message: 'The OAuth connection is not connected to any user.' },
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: { status: 409, message: 'The OAuth connection is already connected to another user.' },
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: { status: 400, message: 'The OAuth connection does not have the required scope.' },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: {
    status: 400,
    details: ['provider', 'details'],
    message: 'Failed to retrieve an OAuth access token for the connected account (provider: {provider}). {details}',
  },
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: {
    status: 400,
    message: 'Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the dashboard to use extra scopes.',
  },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: {
    status: 400,
    message: 'Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the dashboard to use access tokens.',
  },
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: {
    status: 400,
    details: ['client_id'],
    message:
      'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID (potentially with a hash and a branch ID), and the client secret must be a publishable client key.',
  },
  INVALID_SCOPE: { status: 400, message: 'The scope "{scope}" is not a valid OAuth scope.' },
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: { status: 409, message: 'The user is already connected to another OAuth account. Did you maybe selected the wrong account?' },
  OUTER_OAUTH_TIMEOUT: { status: 408, message: 'The OAuth flow has timed out. Please sign in again.' },
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: { status: 400, message: 'The OAuth provider is not found or not enabled.' },
  APPLE_BUNDLE_ID_NOT_CONFIGURED: {
    status: 400,
    message: "Apple Sign In is enabled, but no Bundle IDs are configured. Please add your app's Bundle ID in the dashboard under OAuth Providers > Apple > Apple Bundle IDs.",
  },
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: { status: 400, message: 'A provider with the same account ID is already used for signing in.' },
  /** Latch's own: the provider uses shared keys, but this server's operator has switched off the development identity provider. */
  SHARED_OAUTH_KEYS_NOT_AVAILABLE: {
    status: 400,
    message: "Shared OAuth keys are not available on this server. The project's owner must set the provider's own client ID and client secret on the dashboard.",
  },
  // OAuth providers
  INVALID_SHARED_OAUTH_PROVIDER_ID: { status: 400, details: ['provider_id'], message: 'The shared OAuth provider with ID {provider_id} is not valid.' },
  INVALID_STANDARD_OAUTH_PROVIDER_ID: { status: 400, details: ['provider_id'], message: 'The standard OAuth provider with ID {provider_id} is not valid.' },
  INVALID_AUTHORIZATION_CODE: { status: 400, message: 'The given authorization code is invalid.' },
  INVALID_APPLE_CREDENTIALS: { status: 400, message: 'The Apple Sign In credentials could not be verified. Please try signing in again.' },
  OAUTH_PROVIDER_ACCESS_DENIED: { status: 400, message: 'The OAuth provider denied access to the user.' },
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: { status: 503, message: 'The OAuth provider is temporarily unavailable. Please try again later.' },
} as const satisfies CapabilityErrors;
