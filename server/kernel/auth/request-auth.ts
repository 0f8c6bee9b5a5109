import { INTERNAL_PROJECT_ID, PUBLIC_CLIENT_SECRET } from '../../../protocol/constants';
import { ACCESS_TYPES, HEADER, type AccessType } from '../../../protocol/headers';
import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import { decodeAccessToken, type DecodedAccessToken } from './access-tokens';
import { isValidKey } from '../project-keys/internal-api-keys';
import { getProject, type Project } from '../projects/projects';
import { recordSessionActivity, touchSession } from '../sessions/session-activity';
import type { SigningKeyStore } from './signing-keys';
import { loadSessionUser } from '../users/load-session-user';
import type { UserRecord } from '../users/user-record';
import type { SessionUser } from '../users/session-user-query';
import type { TeamTable } from '../db/schema';

/** Who is calling: decided once per request, from the headers of docs/wire.md §1. */
export type RequestAuth = {
  project: Project;
  accessType: AccessType;
  /** The user of `x-stack-access-token`, when one was sent. */
  user: UserRecord | null;
  /** That user's selected team as read with it (null: none); absent when no user was read. */
  selectedTeam?: TeamTable | null;
  /** The session (refresh token id) that token belongs to. */
  sessionId: string | null;
  /** The dashboard user behind `x-stack-admin-access-token`, when one was sent. */
  adminUserId: string | null;
};

export type AuthDeps = { db: Db; keys: SigningKeyStore; baseUrl: string };
export type HeaderReader = (name: string) => string | undefined;

/**
 * Authenticates a request. Returns null when no access type is claimed; throws the documented known error for
 * any header that is wrong — a bad, expired or foreign access token fails even where the route needs no user.
 */
export async function authenticateRequest(deps: AuthDeps, header: HeaderReader): Promise<RequestAuth | null> {
  const requested = header(HEADER.accessType);
  const projectId = header(HEADER.projectId);
  const keys = {
    publishable: header(HEADER.publishableClientKey),
    secret: header(HEADER.secretServerKey),
    admin: header(HEADER.superSecretAdminKey),
  };
  const adminAccessToken = header(HEADER.adminAccessToken);
  const accessToken = header(HEADER.accessToken);

  if (!requested) {
    if (keys.publishable || keys.secret || keys.admin || adminAccessToken) throw new KnownError('PROJECT_KEY_WITHOUT_ACCESS_TYPE');
    return null;
  }
  if (!isAccessType(requested)) throw new KnownError('INVALID_ACCESS_TYPE', undefined, { access_type: requested });
  if (!projectId) throw new KnownError('ACCESS_TYPE_WITHOUT_PROJECT_ID', { request_type: requested });

  const token = accessToken ? await decodeForProject(deps, accessToken, projectId, header) : null;

  const project = await getProject(deps.db, projectId);
  if (!project) throw new KnownError('CURRENT_PROJECT_NOT_FOUND', { project_id: projectId });

  let adminUserId: string | null = null;
  if (adminAccessToken) adminUserId = await checkAdminAccessToken(deps, adminAccessToken, project);
  else await checkKeys(deps.db, project, requested, keys);

  const branch = header(HEADER.branchId);
  if (branch !== undefined && branch !== 'main') throw new KnownError('BRANCH_DOES_NOT_EXIST', { branch_id: branch });

  const found = token ? await loadTokenUser(deps.db, token) : null;
  return {
    project,
    accessType: requested,
    user: found?.user ?? null,
    ...(found ? { selectedTeam: found.selectedTeam } : {}),
    sessionId: token?.sessionId ?? null,
    adminUserId,
  };
}

function isAccessType(value: string): value is AccessType {
  return (ACCESS_TYPES as readonly string[]).includes(value);
}

async function decodeForProject(deps: AuthDeps, token: string, projectId: string, header: HeaderReader): Promise<DecodedAccessToken> {
  const decoded = await decodeAccessToken(deps.keys, deps.baseUrl, token);
  if (decoded.projectId !== projectId) {
    throw new KnownError('INVALID_PROJECT_FOR_ACCESS_TOKEN', { expected_project_id: projectId, actual_project_id: decoded.projectId });
  }
  const allowAnonymous = header(HEADER.allowAnonymousUser) === 'true';
  const allowRestricted = allowAnonymous || header(HEADER.allowRestrictedUser) === 'true';
  if (decoded.audience === 'anon' && !allowAnonymous) throw new KnownError('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
  if (decoded.audience === 'restricted' && !allowRestricted) {
    throw new KnownError('RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: decoded.restrictedReason });
  }
  return decoded;
}

/**
 * A token is only as alive as its session and its user: once either is gone (sign-out, session revoked, user
 * deleted) the token answers as expired, so clients refresh, fail, and sign out. Both are read with the user in one
 * query, or from this instance's cache, which every instance's writes invalidate before they answer
 * (session-user-cache.ts), so this holds at once on every instance.
 */
async function loadTokenUser(db: Db, token: DecodedAccessToken): Promise<SessionUser> {
  const found = await loadSessionUser(db, token);
  if (found) recordSessionActivity(db, token.sessionId, token.userId, found.sessionLastUsedAt);
  if (!found) {
    throw new KnownError('ACCESS_TOKEN_EXPIRED', {
      expired_at_millis: null,
      project_id: token.projectId,
      user_id: token.userId,
      refresh_token_id: token.sessionId,
    });
  }
  return found;
}

async function checkKeys(
  db: Db,
  project: Project,
  accessType: AccessType,
  keys: { publishable?: string | undefined; secret?: string | undefined; admin?: string | undefined },
): Promise<void> {
  const projectId = project.id;
  switch (accessType) {
    case 'client':
      // The publishable key is optional unless the project requires it; the public-client sentinel stands for
      // none; a wrong one is always an error (docs/wire.md §1).
      if (keys.publishable === undefined || keys.publishable === PUBLIC_CLIENT_SECRET) {
        if (project.config.require_publishable_client_key) throw new KnownError('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', { project_id: projectId });
        return;
      }
      if (!(await isValidKey(db, projectId, 'publishable_client_key', keys.publishable))) {
        throw new KnownError('INVALID_PUBLISHABLE_CLIENT_KEY', { project_id: projectId });
      }
      return;
    case 'server':
      if (!keys.secret) throw new KnownError('SERVER_AUTHENTICATION_REQUIRED');
      if (!(await isValidKey(db, projectId, 'secret_server_key', keys.secret))) {
        throw new KnownError('INVALID_SECRET_SERVER_KEY', { project_id: projectId });
      }
      return;
    case 'admin':
      if (!keys.admin) throw new KnownError('ADMIN_AUTHENTICATION_REQUIRED');
      if (!(await isValidKey(db, projectId, 'super_secret_admin_key', keys.admin))) {
        throw new KnownError('INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: projectId });
      }
  }
}

/**
 * An admin access token is a dashboard user's access token (project `internal`); it grants any access type on
 * a project whose owner team the user belongs to. Returns that user's id.
 */
async function checkAdminAccessToken(deps: AuthDeps, token: string, project: Project): Promise<string> {
  let decoded: DecodedAccessToken;
  try {
    decoded = await decodeAccessToken(deps.keys, deps.baseUrl, token);
  } catch (error) {
    if (error instanceof KnownError && error.code === 'ACCESS_TOKEN_EXPIRED') {
      const details = error.details as { expired_at_millis: unknown };
      throw new KnownError('ADMIN_ACCESS_TOKEN_EXPIRED', { expired_at_millis: details.expired_at_millis });
    }
    throw new KnownError('UNPARSABLE_ADMIN_ACCESS_TOKEN');
  }
  if (decoded.projectId !== INTERNAL_PROJECT_ID) throw new KnownError('INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN');
  // As for user tokens: once the dashboard session is gone (signed out, revoked), its token has ended.
  if (!(await touchSession(deps.db, decoded.sessionId, decoded.userId))) {
    throw new KnownError('ADMIN_ACCESS_TOKEN_EXPIRED', { expired_at_millis: null });
  }
  const membership = project.owner_team_id
    ? await deps.db
        .selectFrom('team_members')
        .select('user_id')
        .where('project_id', '=', INTERNAL_PROJECT_ID)
        .where('team_id', '=', project.owner_team_id)
        .where('user_id', '=', decoded.userId)
        .executeTakeFirst()
    : undefined;
  if (!membership) throw new KnownError('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
  return decoded.userId;
}
