import { capabilityErrors } from './capabilities';
import type { KnownErrorCode } from './known-error';

/**
 * The English message of every known-error code, as the server answers it in the `error` field of the wire body
 * (docs/wire.md §2). Server-only: the build's import-arrow check keeps it out of browser code, where elements show
 * their own translated strings (elements/i18n) keyed by the code.
 *
 * Placeholders `{name}` are filled from the error's details, then from its extra message arguments.
 *
 * @example
 * ```ts
 * knownErrorMessages.EMAIL_PASSWORD_MISMATCH; // 'Wrong e-mail or password.'
 * ```
 */
export const knownErrorMessages: Readonly<Record<KnownErrorCode, string>> = {
  ...messagesOf(capabilityErrors),
  UNSUPPORTED_ERROR:
    'An error occurred that is not currently supported (possibly because it was added in a newer version of the server than this client). The original unsupported error code was: {originalErrorCode}',
  BODY_PARSING_ERROR: '{message}',
  SCHEMA_ERROR: '{message}',
  ALL_OVERLOADS_FAILED: 'This endpoint has multiple overloads, but they all failed to process the request. Overload errors: {overload_errors}',
  DATABASE_UNAVAILABLE: 'The service is temporarily unavailable because its database is not answering. Please try again in a few seconds.',
  PROJECT_AUTHENTICATION_ERROR: 'The project authentication is not valid.',
  INVALID_PROJECT_AUTHENTICATION: 'The project keys or access type of this request are not valid.',
  INVALID_ADMIN_ACCESS_TOKEN: 'The admin access token is not valid.',
  PROJECT_AUTHENTICATION_REQUIRED: 'Project authentication is required for this request.',
  PROJECT_KEY_WITHOUT_ACCESS_TYPE:
    "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate.",
  INVALID_ACCESS_TYPE: "The x-stack-access-type header must be 'client', 'server', or 'admin', but was '{access_type}'.",
  ACCESS_TYPE_WITHOUT_PROJECT_ID: "The x-stack-access-type header was '{request_type}', but the x-stack-project-id header was not provided.",
  ACCESS_TYPE_REQUIRED:
    "You must specify an access level for this project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.",
  INSUFFICIENT_ACCESS_TYPE: "The x-stack-access-type header must be {allowed}, but was '{actual_access_type}'.",
  INVALID_PUBLISHABLE_CLIENT_KEY: 'The publishable key is not valid for the project "{project_id}". Does the project and/or the key exist?',
  INVALID_SECRET_SERVER_KEY: 'The secret server key is not valid for the project "{project_id}". Does the project and/or the key exist?',
  INVALID_SUPER_SECRET_ADMIN_KEY: 'The super secret admin key is not valid for the project "{project_id}". Does the project and/or the key exist?',
  UNPARSABLE_ADMIN_ACCESS_TOKEN: 'Admin access token is not parsable.',
  ADMIN_ACCESS_TOKEN_EXPIRED: 'Admin access token has expired. Please refresh it and try again.',
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: 'Admin access tokens must be created on the internal project.',
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: 'Admin access token does not have the required permissions to access this project.',
  CLIENT_AUTHENTICATION_REQUIRED: 'The publishable client key must be provided.',
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT:
    'Publishable client keys are required for this project. Create one in Project Keys, or disable this requirement there to allow keyless client access.',
  SERVER_AUTHENTICATION_REQUIRED: 'The secret server key must be provided.',
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: 'Either the publishable client key or the secret server key must be provided.',
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: 'Either the publishable client key or the super secret admin key must be provided.',
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: 'Either the publishable client key, the secret server key, or the super secret admin key must be provided.',
  ADMIN_AUTHENTICATION_REQUIRED: 'The super secret admin key must be provided.',
  EXPECTED_INTERNAL_PROJECT: 'The project ID is expected to be internal.',
  SESSION_AUTHENTICATION_ERROR: 'The session authentication is not valid.',
  INVALID_SESSION_AUTHENTICATION: 'The session authentication of this request is not valid.',
  INVALID_ACCESS_TOKEN: 'The access token is not valid.',
  UNPARSABLE_ACCESS_TOKEN: 'Access token is not parsable.',
  ACCESS_TOKEN_EXPIRED: 'Access token has expired. Please refresh it and try again.',
  INVALID_PROJECT_FOR_ACCESS_TOKEN: 'Access token not valid for this project. Expected project ID "{expected_project_id}", but the token is for project ID "{actual_project_id}".',
  REFRESH_TOKEN_ERROR: 'The refresh token is not valid.',
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: 'Refresh token not found for this project, or the session has expired/been revoked.',
  CANNOT_DELETE_CURRENT_SESSION: 'Cannot delete the current session.',
  PROVIDER_REJECTED:
    'The provider refused to refresh their token. This usually means that the provider used to authenticate the user no longer regards this session as valid, and the user must re-authenticate.',
  USER_EMAIL_ALREADY_EXISTS: 'A user with email "{email}" already exists.',
  EMAIL_NOT_VERIFIED: 'The email is not verified.',
  CANNOT_GET_OWN_USER_WITHOUT_USER: "You have specified 'me' as a userId, but did not provide authentication for a user.",
  USER_ID_DOES_NOT_EXIST: 'The given user with the ID {user_id} does not exist.',
  USER_NOT_FOUND: 'User not found.',
  RESTRICTED_USER_NOT_ALLOWED: 'The user in the access token is in restricted state. Please pass the x-stack-allow-restricted-user header if this is intended.',
  PROJECT_NOT_FOUND: 'Project {project_id} not found or is not accessible with the current user.',
  CURRENT_PROJECT_NOT_FOUND: 'The current project with ID {project_id} was not found. Please check the value of the x-stack-project-id header.',
  BRANCH_DOES_NOT_EXIST: 'The branch with ID {branch_id} does not exist.',
  SIGN_UP_NOT_ENABLED: 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.',
  SIGN_UP_REJECTED: '{message}',
  BOT_CHALLENGE_REQUIRED: 'An additional bot challenge is required before sign-up can continue.',
  BOT_CHALLENGE_FAILED: '{message}',
  PASSWORD_AUTHENTICATION_NOT_ENABLED: 'Password authentication is not enabled for this project.',
  DATA_VAULT_STORE_DOES_NOT_EXIST: 'Data vault store with ID {store_id} does not exist.',
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: 'Data vault store with ID {store_id} does not contain a key with hash {hashed_key}.',
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: 'Anonymous accounts are not enabled for this project.',
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED:
    "x-stack-access-token is for an anonymous user, but anonymous users are not enabled. Set the x-stack-allow-anonymous-user header of this request to 'true' to allow anonymous users.",
  EMAIL_PASSWORD_MISMATCH: 'Wrong e-mail or password.',
  REDIRECT_URL_NOT_WHITELISTED: 'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the dashboard?',
  PASSWORD_REQUIREMENTS_NOT_MET: 'The password does not meet the requirements.',
  PASSWORD_TOO_SHORT: 'Password too short. Minimum length is {min_length}.',
  PASSWORD_TOO_LONG: 'Password too long. Maximum length is {maxLength}.',
  USER_DOES_NOT_HAVE_PASSWORD: 'This user does not have password authentication enabled.',
  VERIFICATION_ERROR: 'The verification code is not valid.',
  VERIFICATION_CODE_NOT_FOUND: 'The verification code does not exist for this project.',
  VERIFICATION_CODE_EXPIRED: 'The verification code has expired.',
  VERIFICATION_CODE_ALREADY_USED: 'The verification link has already been used.',
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.',
  PASSWORD_CONFIRMATION_MISMATCH: 'Passwords do not match.',
  EMAIL_ALREADY_VERIFIED: 'The e-mail is already verified.',
  EMAIL_NOT_ASSOCIATED_WITH_USER: 'The e-mail is not associated with a user that could log in with that e-mail.',
  EMAIL_IS_NOT_PRIMARY_EMAIL: "The given e-mail ({email}) must equal the user's primary e-mail ({primary_email}).",
  PERMISSION_NOT_FOUND: 'Permission "{permission_id}" not found. Make sure you created it on the dashboard.',
  WRONG_PERMISSION_SCOPE: 'Permission "{permission_id}" not found. (It was found for a different scope "{actual_scope}", but scope "{expected_scope}" was expected.)',
  CONTAINED_PERMISSION_NOT_FOUND: 'Contained permission with ID "{permission_id}" not found. Make sure you created it on the dashboard.',
  TEAM_NOT_FOUND: 'Team {team_id} not found.',
  TEAM_ALREADY_EXISTS: 'Team {team_id} already exists.',
  TEAM_MEMBERSHIP_NOT_FOUND: 'User {user_id} is not found in team {team_id}.',
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: 'Restricted users cannot accept team invitations. Please complete the onboarding process before accepting team invitations.',
  USER_AUTHENTICATION_REQUIRED: 'User authentication required for this endpoint.',
  TEAM_MEMBERSHIP_ALREADY_EXISTS: 'Team membership already exists.',
  PROJECT_PERMISSION_REQUIRED: 'User {user_id} does not have permission {permission_id}.',
  TEAM_PERMISSION_REQUIRED: 'User {user_id} does not have permission {permission_id} in team {team_id}.',
  TEAM_PERMISSION_NOT_FOUND: 'User {user_id} does not have permission {permission_id} in team {team_id}.',
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: 'This {type} is already used for authentication by another account.',
  PERMISSION_ID_ALREADY_EXISTS: 'Permission with ID "{permission_id}" already exists. Choose a different ID.',
};

/** The messages a capability keeps beside its errors (`protocol/<capability>/errors.ts`). */
function messagesOf<C extends string>(errors: Record<C, { readonly message: string }>): Record<C, string> {
  const messages = {} as Record<C, string>;
  for (const code of Object.keys(errors) as C[]) messages[code] = errors[code].message;
  return messages;
}
