import { capabilityErrors } from './capabilities';
/**
 * One entry of the catalogue: a code's status, wire details fields and family. The English message is not here:
 * it lives in the server-only `known-error-messages.ts`, so browser bundles carry the catalogue without it.
 *
 * @example
 * ```ts
 * const definition: KnownErrorDefinition = { status: 404 };
 * ```
 */
export type KnownErrorDefinition = {
  /** HTTP status of the response. */
  readonly status: number;
  /** The family this code belongs to; families are matched, never thrown. */
  readonly parent?: string;
  /** Field names of the wire `details` object, in order; absent when the error has no details. */
  readonly details?: readonly string[];
  /** A family only: matched by `is()`, never thrown. */
  readonly abstract?: true;
};

/**
 * A capability's own known errors (`protocol/<capability>/errors.ts`): each with its English message, which only the
 * server reads (known-error-messages.ts); browsers get statuses and families from the build (known-error-tree.ts).
 */
export type CapabilityErrors = Record<string, KnownErrorDefinition & { readonly message: string }>;

/**
 * The known-error catalogue: every error code the product answers with, its HTTP status, the field names of
 * its wire `details` (exactly as Stack Auth's clients parse them, docs/wire.md §2) and its parent family.
 * One definition serves the server (which answers with it) and the SDK (which rebuilds errors from the wire and
 * matches families with `KnownError.is`; browsers get the statuses and families from `known-error-tree.ts`). It holds
 * no English: the server's messages are in `known-error-messages.ts`; element translations use the code as key.
 *
 * @example
 * ```ts
 * const { status, details } = knownErrors.PASSWORD_TOO_SHORT; // 400, ['min_length']
 * ```
 */
export const knownErrors = {
  ...capabilityErrors,
  // Generic request errors
  UNSUPPORTED_ERROR: { status: 500, details: ['originalErrorCode'] },
  BODY_PARSING_ERROR: { status: 400 },
  SCHEMA_ERROR: { status: 400, details: ['message'] },
  ALL_OVERLOADS_FAILED: { status: 400, details: ['overload_errors'] },
  // Latch's own: the database did not answer within its bound (README "Operating Latch"); safe to retry.
  DATABASE_UNAVAILABLE: { status: 503 },

  // Project authentication (families)
  PROJECT_AUTHENTICATION_ERROR: { status: 401, abstract: true },
  INVALID_PROJECT_AUTHENTICATION: { status: 401, abstract: true, parent: 'PROJECT_AUTHENTICATION_ERROR' },
  INVALID_ADMIN_ACCESS_TOKEN: { status: 401, abstract: true, parent: 'INVALID_PROJECT_AUTHENTICATION' },
  PROJECT_AUTHENTICATION_REQUIRED: { status: 401, abstract: true, parent: 'PROJECT_AUTHENTICATION_ERROR' },

  // Invalid project authentication
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: { status: 400, parent: 'INVALID_PROJECT_AUTHENTICATION' },
  INVALID_ACCESS_TYPE: { status: 400, parent: 'INVALID_PROJECT_AUTHENTICATION' },
  ACCESS_TYPE_WITHOUT_PROJECT_ID: { status: 400, parent: 'INVALID_PROJECT_AUTHENTICATION', details: ['request_type'] },
  ACCESS_TYPE_REQUIRED: { status: 400, parent: 'INVALID_PROJECT_AUTHENTICATION' },
  INSUFFICIENT_ACCESS_TYPE: {
    status: 401,
    parent: 'INVALID_PROJECT_AUTHENTICATION',
    details: ['actual_access_type', 'allowed_access_types'],
  },
  INVALID_PUBLISHABLE_CLIENT_KEY: { status: 401, parent: 'INVALID_PROJECT_AUTHENTICATION', details: ['project_id'] },
  INVALID_SECRET_SERVER_KEY: { status: 401, parent: 'INVALID_PROJECT_AUTHENTICATION', details: ['project_id'] },
  INVALID_SUPER_SECRET_ADMIN_KEY: { status: 401, parent: 'INVALID_PROJECT_AUTHENTICATION', details: ['project_id'] },

  // Invalid admin access token
  UNPARSABLE_ADMIN_ACCESS_TOKEN: { status: 401, parent: 'INVALID_ADMIN_ACCESS_TOKEN' },
  ADMIN_ACCESS_TOKEN_EXPIRED: { status: 401, parent: 'INVALID_ADMIN_ACCESS_TOKEN', details: ['expired_at_millis'] },
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: { status: 401, parent: 'INVALID_ADMIN_ACCESS_TOKEN' },
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: { status: 401, parent: 'INVALID_ADMIN_ACCESS_TOKEN' },

  // Project authentication required
  CLIENT_AUTHENTICATION_REQUIRED: { status: 401, parent: 'PROJECT_AUTHENTICATION_REQUIRED' },
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: {
    status: 401,
    parent: 'PROJECT_AUTHENTICATION_REQUIRED',
    details: ['project_id'],
  },
  SERVER_AUTHENTICATION_REQUIRED: { status: 401, parent: 'PROJECT_AUTHENTICATION_REQUIRED' },
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: { status: 401, parent: 'PROJECT_AUTHENTICATION_REQUIRED' },
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: { status: 401, parent: 'PROJECT_AUTHENTICATION_REQUIRED' },
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: { status: 401, parent: 'PROJECT_AUTHENTICATION_REQUIRED' },
  ADMIN_AUTHENTICATION_REQUIRED: { status: 401, parent: 'PROJECT_AUTHENTICATION_REQUIRED' },
  EXPECTED_INTERNAL_PROJECT: { status: 401, parent: 'PROJECT_AUTHENTICATION_ERROR' },

  // Session authentication (families)
  SESSION_AUTHENTICATION_ERROR: { status: 401, abstract: true },
  INVALID_SESSION_AUTHENTICATION: { status: 401, abstract: true, parent: 'SESSION_AUTHENTICATION_ERROR' },
  INVALID_ACCESS_TOKEN: { status: 401, abstract: true, parent: 'INVALID_SESSION_AUTHENTICATION' },

  // Invalid access token
  UNPARSABLE_ACCESS_TOKEN: { status: 401, parent: 'INVALID_ACCESS_TOKEN' },
  ACCESS_TOKEN_EXPIRED: {
    status: 401,
    parent: 'INVALID_ACCESS_TOKEN',
    details: ['expired_at_millis', 'project_id', 'user_id', 'refresh_token_id'],
  },
  INVALID_PROJECT_FOR_ACCESS_TOKEN: {
    status: 401,
    parent: 'INVALID_ACCESS_TOKEN',
    details: ['expected_project_id', 'actual_project_id'],
  },

  // Refresh tokens and sessions
  REFRESH_TOKEN_ERROR: { status: 401, abstract: true },
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: { status: 401, parent: 'REFRESH_TOKEN_ERROR' },
  CANNOT_DELETE_CURRENT_SESSION: { status: 400, parent: 'REFRESH_TOKEN_ERROR' },
  PROVIDER_REJECTED: { status: 401, parent: 'REFRESH_TOKEN_ERROR' },

  // Users, projects and sign-up
  USER_EMAIL_ALREADY_EXISTS: { status: 409, details: ['email', 'would_work_if_email_was_verified'] },
  EMAIL_NOT_VERIFIED: { status: 400 },
  CANNOT_GET_OWN_USER_WITHOUT_USER: { status: 400 },
  USER_ID_DOES_NOT_EXIST: { status: 400, details: ['user_id'] },
  USER_NOT_FOUND: { status: 404 },
  RESTRICTED_USER_NOT_ALLOWED: { status: 403, details: ['restricted_reason'] },
  PROJECT_NOT_FOUND: { status: 404, details: ['project_id'] },
  CURRENT_PROJECT_NOT_FOUND: { status: 400, details: ['project_id'] },
  BRANCH_DOES_NOT_EXIST: { status: 400, details: ['branch_id'] },
  SIGN_UP_NOT_ENABLED: { status: 400 },
  SIGN_UP_REJECTED: { status: 403, details: ['message'] },
  BOT_CHALLENGE_REQUIRED: { status: 409 },
  BOT_CHALLENGE_FAILED: { status: 400, details: ['message'] },
  PASSWORD_AUTHENTICATION_NOT_ENABLED: { status: 400 },
  DATA_VAULT_STORE_DOES_NOT_EXIST: { status: 400, details: ['store_id'] },
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: { status: 400, details: ['store_id', 'hashed_key'] },
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: { status: 400 },
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: { status: 401 },
  EMAIL_PASSWORD_MISMATCH: { status: 400 },
  REDIRECT_URL_NOT_WHITELISTED: { status: 400 },

  // Passwords
  PASSWORD_REQUIREMENTS_NOT_MET: { status: 400, abstract: true },
  PASSWORD_TOO_SHORT: { status: 400, parent: 'PASSWORD_REQUIREMENTS_NOT_MET', details: ['min_length'] },
  PASSWORD_TOO_LONG: { status: 400, parent: 'PASSWORD_REQUIREMENTS_NOT_MET', details: ['maxLength'] },
  USER_DOES_NOT_HAVE_PASSWORD: { status: 400 },

  // Verification codes
  VERIFICATION_ERROR: { status: 400, abstract: true },
  VERIFICATION_CODE_NOT_FOUND: { status: 404, parent: 'VERIFICATION_ERROR' },
  VERIFICATION_CODE_EXPIRED: { status: 400, parent: 'VERIFICATION_ERROR' },
  VERIFICATION_CODE_ALREADY_USED: { status: 409, parent: 'VERIFICATION_ERROR' },
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: { status: 400, parent: 'VERIFICATION_ERROR' },

  // E-mails
  PASSWORD_CONFIRMATION_MISMATCH: { status: 400 },
  EMAIL_ALREADY_VERIFIED: { status: 409 },
  EMAIL_NOT_ASSOCIATED_WITH_USER: { status: 400 },
  EMAIL_IS_NOT_PRIMARY_EMAIL: { status: 400, details: ['email', 'primary_email'] },

  // Permissions and teams
  PERMISSION_NOT_FOUND: { status: 404, details: ['permission_id'] },
  WRONG_PERMISSION_SCOPE: { status: 404, details: ['permission_id', 'expected_scope', 'actual_scope'] },
  CONTAINED_PERMISSION_NOT_FOUND: { status: 400, details: ['permission_id'] },
  TEAM_NOT_FOUND: { status: 404, details: ['team_id'] },
  TEAM_ALREADY_EXISTS: { status: 409, details: ['team_id'] },
  TEAM_MEMBERSHIP_NOT_FOUND: { status: 404, details: ['team_id', 'user_id'] },
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: { status: 403, details: ['restricted_reason'] },
  PERMISSION_ID_ALREADY_EXISTS: { status: 400, details: ['permission_id'] },

  // Authorization
  USER_AUTHENTICATION_REQUIRED: { status: 401 },
  TEAM_MEMBERSHIP_ALREADY_EXISTS: { status: 409 },
  PROJECT_PERMISSION_REQUIRED: { status: 401, details: ['user_id', 'permission_id'] },
  TEAM_PERMISSION_REQUIRED: { status: 401, details: ['team_id', 'user_id', 'permission_id'] },
  TEAM_PERMISSION_NOT_FOUND: { status: 401, details: ['team_id', 'user_id', 'permission_id'] },

  // Contact channels
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    status: 409,
    details: ['type', 'contact_channel_value', 'would_work_if_email_was_verified'],
  },
} as const satisfies Record<string, KnownErrorDefinition>;
