/**
 * One entry of the catalogue: a code's status, wire details fields, family and English message.
 *
 * @example
 * ```ts
 * const definition: KnownErrorDefinition = { status: 404, message: 'User not found.' };
 * ```
 */
export type KnownErrorDefinition = {
  /** HTTP status of the response. */
  readonly status: number;
  /** The family this code belongs to; families are matched, never thrown. */
  readonly parent?: string;
  /** Field names of the wire `details` object, in order; absent when the error has no details. */
  readonly details?: readonly string[];
  /** English message; `{name}` placeholders are filled from details and message arguments. */
  readonly message: string;
  /** A family only: matched by `is()`, never thrown. */
  readonly abstract?: true;
};

/**
 * The known-error catalogue: every error code the product answers with, its HTTP status, the field names of
 * its wire `details` (exactly as Stack Auth's clients parse them, reference stack-api.md §2), its parent family,
 * and its English message. One definition serves the server (which answers with it) and the SDK (which rebuilds
 * errors from the wire and matches families with `KnownError.is`). Element translations use the code as key.
 *
 * Message placeholders `{name}` are filled from the error's details, then from extra message arguments.
 *
 * @example
 * ```ts
 * const { status, details } = knownErrors.PASSWORD_TOO_SHORT; // 400, ['min_length']
 * ```
 */
export const knownErrors = {
  // Generic request errors
  UNSUPPORTED_ERROR: {
    status: 500,
    details: ['originalErrorCode'],
    message:
      'An error occurred that is not currently supported (possibly because it was added in a newer version of the server than this client). The original unsupported error code was: {originalErrorCode}',
  },
  BODY_PARSING_ERROR: { status: 400, message: '{message}' },
  SCHEMA_ERROR: { status: 400, details: ['message'], message: '{message}' },
  ALL_OVERLOADS_FAILED: {
    status: 400,
    details: ['overload_errors'],
    message:
      'This endpoint has multiple overloads, but they all failed to process the request. Overload errors: {overload_errors}',
  },

  // Project authentication (families)
  PROJECT_AUTHENTICATION_ERROR: { status: 401, abstract: true, message: 'The project authentication is not valid.' },
  INVALID_PROJECT_AUTHENTICATION: {
    status: 401,
    abstract: true,
    parent: 'PROJECT_AUTHENTICATION_ERROR',
    message: 'The project keys or access type of this request are not valid.',
  },
  INVALID_ADMIN_ACCESS_TOKEN: {
    status: 401,
    abstract: true,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    message: 'The admin access token is not valid.',
  },
  PROJECT_AUTHENTICATION_REQUIRED: {
    status: 401,
    abstract: true,
    parent: 'PROJECT_AUTHENTICATION_ERROR',
    message: 'Project authentication is required for this request.',
  },

  // Invalid project authentication
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: {
    status: 400,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    message:
      "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate.",
  },
  INVALID_ACCESS_TYPE: {
    status: 400,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    message: "The x-stack-access-type header must be 'client', 'server', or 'admin', but was '{access_type}'.",
  },
  ACCESS_TYPE_WITHOUT_PROJECT_ID: {
    status: 400,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    details: ['request_type'],
    message:
      "The x-stack-access-type header was '{request_type}', but the x-stack-project-id header was not provided.",
  },
  ACCESS_TYPE_REQUIRED: {
    status: 400,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    message:
      "You must specify an access level for this project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.",
  },
  INSUFFICIENT_ACCESS_TYPE: {
    status: 401,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    details: ['actual_access_type', 'allowed_access_types'],
    message:
      "The x-stack-access-type header must be {allowed}, but was '{actual_access_type}'.",
  },
  INVALID_PUBLISHABLE_CLIENT_KEY: {
    status: 401,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    details: ['project_id'],
    message: 'The publishable key is not valid for the project "{project_id}". Does the project and/or the key exist?',
  },
  INVALID_SECRET_SERVER_KEY: {
    status: 401,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    details: ['project_id'],
    message: 'The secret server key is not valid for the project "{project_id}". Does the project and/or the key exist?',
  },
  INVALID_SUPER_SECRET_ADMIN_KEY: {
    status: 401,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    details: ['project_id'],
    message:
      'The super secret admin key is not valid for the project "{project_id}". Does the project and/or the key exist?',
  },

  // Invalid admin access token
  UNPARSABLE_ADMIN_ACCESS_TOKEN: {
    status: 401,
    parent: 'INVALID_ADMIN_ACCESS_TOKEN',
    message: 'Admin access token is not parsable.',
  },
  ADMIN_ACCESS_TOKEN_EXPIRED: {
    status: 401,
    parent: 'INVALID_ADMIN_ACCESS_TOKEN',
    details: ['expired_at_millis'],
    message: 'Admin access token has expired. Please refresh it and try again.',
  },
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: {
    status: 401,
    parent: 'INVALID_ADMIN_ACCESS_TOKEN',
    message: 'Admin access tokens must be created on the internal project.',
  },
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: {
    status: 401,
    parent: 'INVALID_ADMIN_ACCESS_TOKEN',
    message: 'Admin access token does not have the required permissions to access this project.',
  },

  // Project authentication required
  CLIENT_AUTHENTICATION_REQUIRED: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    message: 'The publishable client key must be provided.',
  },
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    details: ['project_id'],
    message:
      'Publishable client keys are required for this project. Create one in Project Keys, or disable this requirement there to allow keyless client access.',
  },
  SERVER_AUTHENTICATION_REQUIRED: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    message: 'The secret server key must be provided.',
  },
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    message: 'Either the publishable client key or the secret server key must be provided.',
  },
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    message: 'Either the publishable client key or the super secret admin key must be provided.',
  },
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    message: 'Either the publishable client key, the secret server key, or the super secret admin key must be provided.',
  },
  ADMIN_AUTHENTICATION_REQUIRED: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    message: 'The super secret admin key must be provided.',
  },
  EXPECTED_INTERNAL_PROJECT: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_ERROR',
    message: 'The project ID is expected to be internal.',
  },

  // Session authentication (families)
  SESSION_AUTHENTICATION_ERROR: { status: 401, abstract: true, message: 'The session authentication is not valid.' },
  INVALID_SESSION_AUTHENTICATION: {
    status: 401,
    abstract: true,
    parent: 'SESSION_AUTHENTICATION_ERROR',
    message: 'The session authentication of this request is not valid.',
  },
  INVALID_ACCESS_TOKEN: {
    status: 401,
    abstract: true,
    parent: 'INVALID_SESSION_AUTHENTICATION',
    message: 'The access token is not valid.',
  },

  // Invalid access token
  UNPARSABLE_ACCESS_TOKEN: { status: 401, parent: 'INVALID_ACCESS_TOKEN', message: 'Access token is not parsable.' },
  ACCESS_TOKEN_EXPIRED: {
    status: 401,
    parent: 'INVALID_ACCESS_TOKEN',
    details: ['expired_at_millis', 'project_id', 'user_id', 'refresh_token_id'],
    message: 'Access token has expired. Please refresh it and try again.',
  },
  INVALID_PROJECT_FOR_ACCESS_TOKEN: {
    status: 401,
    parent: 'INVALID_ACCESS_TOKEN',
    details: ['expected_project_id', 'actual_project_id'],
    message:
      'Access token not valid for this project. Expected project ID "{expected_project_id}", but the token is for project ID "{actual_project_id}".',
  },

  // Refresh tokens and sessions
  REFRESH_TOKEN_ERROR: { status: 401, abstract: true, message: 'The refresh token is not valid.' },
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: {
    status: 401,
    parent: 'REFRESH_TOKEN_ERROR',
    message: 'Refresh token not found for this project, or the session has expired/been revoked.',
  },
  CANNOT_DELETE_CURRENT_SESSION: {
    status: 400,
    parent: 'REFRESH_TOKEN_ERROR',
    message: 'Cannot delete the current session.',
  },
  PROVIDER_REJECTED: {
    status: 401,
    parent: 'REFRESH_TOKEN_ERROR',
    message:
      'The provider refused to refresh their token. This usually means that the provider used to authenticate the user no longer regards this session as valid, and the user must re-authenticate.',
  },

  // Users, projects and sign-up
  USER_EMAIL_ALREADY_EXISTS: {
    status: 409,
    details: ['email', 'would_work_if_email_was_verified'],
    message: 'A user with email "{email}" already exists.',
  },
  EMAIL_NOT_VERIFIED: { status: 400, message: 'The email is not verified.' },
  CANNOT_GET_OWN_USER_WITHOUT_USER: {
    status: 400,
    message: "You have specified 'me' as a userId, but did not provide authentication for a user.",
  },
  USER_ID_DOES_NOT_EXIST: {
    status: 400,
    details: ['user_id'],
    message: 'The given user with the ID {user_id} does not exist.',
  },
  USER_NOT_FOUND: { status: 404, message: 'User not found.' },
  RESTRICTED_USER_NOT_ALLOWED: {
    status: 403,
    details: ['restricted_reason'],
    message:
      'The user in the access token is in restricted state. Please pass the x-stack-allow-restricted-user header if this is intended.',
  },
  PROJECT_NOT_FOUND: {
    status: 404,
    details: ['project_id'],
    message: 'Project {project_id} not found or is not accessible with the current user.',
  },
  CURRENT_PROJECT_NOT_FOUND: {
    status: 400,
    details: ['project_id'],
    message:
      'The current project with ID {project_id} was not found. Please check the value of the x-stack-project-id header.',
  },
  BRANCH_DOES_NOT_EXIST: {
    status: 400,
    details: ['branch_id'],
    message: 'The branch with ID {branch_id} does not exist.',
  },
  SIGN_UP_NOT_ENABLED: {
    status: 400,
    message: 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.',
  },
  SIGN_UP_REJECTED: { status: 403, details: ['message'], message: '{message}' },
  BOT_CHALLENGE_REQUIRED: {
    status: 409,
    message: 'An additional bot challenge is required before sign-up can continue.',
  },
  BOT_CHALLENGE_FAILED: { status: 400, details: ['message'], message: '{message}' },
  PASSWORD_AUTHENTICATION_NOT_ENABLED: {
    status: 400,
    message: 'Password authentication is not enabled for this project.',
  },
  DATA_VAULT_STORE_DOES_NOT_EXIST: {
    status: 400,
    details: ['store_id'],
    message: 'Data vault store with ID {store_id} does not exist.',
  },
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: {
    status: 400,
    details: ['store_id', 'hashed_key'],
    message: 'Data vault store with ID {store_id} does not contain a key with hash {hashed_key}.',
  },
  PASSKEY_AUTHENTICATION_NOT_ENABLED: {
    status: 400,
    message: 'Passkey authentication is not enabled for this project.',
  },
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: { status: 400, message: 'Anonymous accounts are not enabled for this project.' },
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: {
    status: 401,
    message:
      "x-stack-access-token is for an anonymous user, but anonymous users are not enabled. Set the x-stack-allow-anonymous-user header of this request to 'true' to allow anonymous users.",
  },
  EMAIL_PASSWORD_MISMATCH: { status: 400, message: 'Wrong e-mail or password.' },
  REDIRECT_URL_NOT_WHITELISTED: {
    status: 400,
    message:
      'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the dashboard?',
  },

  // Passwords
  PASSWORD_REQUIREMENTS_NOT_MET: { status: 400, abstract: true, message: 'The password does not meet the requirements.' },
  PASSWORD_TOO_SHORT: {
    status: 400,
    parent: 'PASSWORD_REQUIREMENTS_NOT_MET',
    details: ['min_length'],
    message: 'Password too short. Minimum length is {min_length}.',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    parent: 'PASSWORD_REQUIREMENTS_NOT_MET',
    details: ['maxLength'],
    message: 'Password too long. Maximum length is {maxLength}.',
  },
  USER_DOES_NOT_HAVE_PASSWORD: {
    status: 400,
    message: 'This user does not have password authentication enabled.',
  },

  // Verification codes
  VERIFICATION_ERROR: { status: 400, abstract: true, message: 'The verification code is not valid.' },
  VERIFICATION_CODE_NOT_FOUND: {
    status: 404,
    parent: 'VERIFICATION_ERROR',
    message: 'The verification code does not exist for this project.',
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    parent: 'VERIFICATION_ERROR',
    message: 'The verification code has expired.',
  },
  VERIFICATION_CODE_ALREADY_USED: {
    status: 409,
    parent: 'VERIFICATION_ERROR',
    message: 'The verification link has already been used.',
  },
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: {
    status: 400,
    parent: 'VERIFICATION_ERROR',
    message:
      'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.',
  },

  // E-mails and passkeys
  PASSWORD_CONFIRMATION_MISMATCH: { status: 400, message: 'Passwords do not match.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'The e-mail is already verified.' },
  EMAIL_NOT_ASSOCIATED_WITH_USER: {
    status: 400,
    message: 'The e-mail is not associated with a user that could log in with that e-mail.',
  },
  EMAIL_IS_NOT_PRIMARY_EMAIL: {
    status: 400,
    details: ['email', 'primary_email'],
    message: "The given e-mail ({email}) must equal the user's primary e-mail ({primary_email}).",
  },
  PASSKEY_REGISTRATION_FAILED: { status: 400, message: '{message}' },
  PASSKEY_WEBAUTHN_ERROR: { status: 400, details: ['message', 'code'], message: '{message}' },
  PASSKEY_AUTHENTICATION_FAILED: { status: 400, message: '{message}' },

  // Permissions and teams
  PERMISSION_NOT_FOUND: {
    status: 404,
    details: ['permission_id'],
    message: 'Permission "{permission_id}" not found. Make sure you created it on the dashboard.',
  },
  WRONG_PERMISSION_SCOPE: {
    status: 404,
    details: ['permission_id', 'expected_scope', 'actual_scope'],
    message:
      'Permission "{permission_id}" not found. (It was found for a different scope "{actual_scope}", but scope "{expected_scope}" was expected.)',
  },
  CONTAINED_PERMISSION_NOT_FOUND: {
    status: 400,
    details: ['permission_id'],
    message: 'Contained permission with ID "{permission_id}" not found. Make sure you created it on the dashboard.',
  },
  TEAM_NOT_FOUND: { status: 404, details: ['team_id'], message: 'Team {team_id} not found.' },
  TEAM_ALREADY_EXISTS: { status: 409, details: ['team_id'], message: 'Team {team_id} already exists.' },
  TEAM_MEMBERSHIP_NOT_FOUND: {
    status: 404,
    details: ['team_id', 'user_id'],
    message: 'User {user_id} is not found in team {team_id}.',
  },
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: {
    status: 403,
    details: ['restricted_reason'],
    message:
      'Restricted users cannot accept team invitations. Please complete the onboarding process before accepting team invitations.',
  },
  EMAIL_TEMPLATE_ALREADY_EXISTS: { status: 409, message: 'Email template already exists.' },

  // OAuth
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: {
    status: 400,
    message: 'The OAuth connection is not connected to any user.',
  },
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: {
    status: 409,
    message: 'The OAuth connection is already connected to another user.',
  },
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: {
    status: 400,
    message: 'The OAuth connection does not have the required scope.',
  },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: {
    status: 400,
    details: ['provider', 'details'],
    message: 'Failed to retrieve an OAuth access token for the connected account (provider: {provider}). {details}',
  },
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: {
    status: 400,
    message:
      'Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the dashboard to use extra scopes.',
  },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: {
    status: 400,
    message:
      'Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the dashboard to use access tokens.',
  },
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: {
    status: 400,
    details: ['client_id'],
    message:
      'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID (potentially with a hash and a branch ID), and the client secret must be a publishable client key.',
  },
  INVALID_SCOPE: { status: 400, message: 'The scope "{scope}" is not a valid OAuth scope.' },
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: {
    status: 409,
    message: 'The user is already connected to another OAuth account. Did you maybe selected the wrong account?',
  },
  OUTER_OAUTH_TIMEOUT: { status: 408, message: 'The OAuth flow has timed out. Please sign in again.' },
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: {
    status: 400,
    message: 'The OAuth provider is not found or not enabled.',
  },
  APPLE_BUNDLE_ID_NOT_CONFIGURED: {
    status: 400,
    message:
      "Apple Sign In is enabled, but no Bundle IDs are configured. Please add your app's Bundle ID in the dashboard under OAuth Providers > Apple > Apple Bundle IDs.",
  },
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: {
    status: 400,
    message: 'A provider with the same account ID is already used for signing in.',
  },

  // Multi-factor authentication and authorization
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: {
    status: 400,
    details: ['attempt_code'],
    message: 'Multi-factor authentication is required for this user.',
  },
  INVALID_TOTP_CODE: { status: 400, message: 'The TOTP code is invalid. Please try again.' },
  USER_AUTHENTICATION_REQUIRED: { status: 401, message: 'User authentication required for this endpoint.' },
  TEAM_MEMBERSHIP_ALREADY_EXISTS: { status: 409, message: 'Team membership already exists.' },
  PROJECT_PERMISSION_REQUIRED: {
    status: 401,
    details: ['user_id', 'permission_id'],
    message: 'User {user_id} does not have permission {permission_id}.',
  },
  TEAM_PERMISSION_REQUIRED: {
    status: 401,
    details: ['team_id', 'user_id', 'permission_id'],
    message: 'User {user_id} does not have permission {permission_id} in team {team_id}.',
  },
  TEAM_PERMISSION_NOT_FOUND: {
    status: 401,
    details: ['team_id', 'user_id', 'permission_id'],
    message: 'User {user_id} does not have permission {permission_id} in team {team_id}.',
  },

  // OAuth providers
  INVALID_SHARED_OAUTH_PROVIDER_ID: {
    status: 400,
    details: ['provider_id'],
    message: 'The shared OAuth provider with ID {provider_id} is not valid.',
  },
  INVALID_STANDARD_OAUTH_PROVIDER_ID: {
    status: 400,
    details: ['provider_id'],
    message: 'The standard OAuth provider with ID {provider_id} is not valid.',
  },
  INVALID_AUTHORIZATION_CODE: { status: 400, message: 'The given authorization code is invalid.' },
  INVALID_APPLE_CREDENTIALS: {
    status: 400,
    message: 'The Apple Sign In credentials could not be verified. Please try signing in again.',
  },
  OAUTH_PROVIDER_ACCESS_DENIED: { status: 400, message: 'The OAuth provider denied access to the user.' },
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: {
    status: 503,
    message: 'The OAuth provider is temporarily unavailable. Please try again later.',
  },
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    status: 409,
    details: ['type', 'contact_channel_value', 'would_work_if_email_was_verified'],
    message: 'This {type} is already used for authentication by another account.',
  },

  // CLI authentication
  INVALID_POLLING_CODE: { status: 400, message: 'The polling code is invalid or does not exist.' },
  CLI_AUTH_ERROR: { status: 400, message: '{message}' },
  CLI_AUTH_EXPIRED_ERROR: { status: 400, message: 'CLI authentication request expired. Please try again.' },
  CLI_AUTH_USED_ERROR: { status: 400, message: 'This authentication token has already been used.' },

  // API keys
  API_KEY_NOT_VALID: { status: 401, abstract: true, message: 'The API key is not valid.' },
  API_KEY_EXPIRED: { status: 401, parent: 'API_KEY_NOT_VALID', message: 'API key has expired.' },
  API_KEY_REVOKED: { status: 401, parent: 'API_KEY_NOT_VALID', message: 'API key has been revoked.' },
  WRONG_API_KEY_TYPE: {
    status: 400,
    parent: 'API_KEY_NOT_VALID',
    details: ['expected_type', 'actual_type'],
    message: 'This endpoint is for {expected_type} API keys, but a {actual_type} API key was provided.',
  },
  API_KEY_NOT_FOUND: { status: 404, parent: 'API_KEY_NOT_VALID', message: 'API key not found.' },
  PUBLIC_API_KEY_CANNOT_BE_REVOKED: {
    status: 400,
    parent: 'API_KEY_NOT_VALID',
    message: 'Public API keys cannot be revoked by the secretscanner endpoint.',
  },
  PERMISSION_ID_ALREADY_EXISTS: {
    status: 400,
    details: ['permission_id'],
    message: 'Permission with ID "{permission_id}" already exists. Choose a different ID.',
  },

  // E-mail sending
  EMAIL_RENDERING_ERROR: { status: 400, details: ['error'], message: 'Failed to render email with theme: {error}' },
  REQUIRES_CUSTOM_EMAIL_SERVER: {
    status: 400,
    message:
      'This action requires a custom SMTP server. Please edit your email server configuration and try again.',
  },
} as const satisfies Record<string, KnownErrorDefinition>;
