import * as routes from '../../protocol/route-table';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';

/**
 * Options of `ServerApp.createSession`.
 *
 * @example
 * ```ts
 * const tokens = await serverApp.createSession({ userId, isImpersonation: true });
 * ```
 */
export type CreateSessionOptions = { userId: string; expiresInMillis?: number; isImpersonation?: boolean };

/**
 * Creates a session for any user (`POST /auth/sessions`, server access), e.g. to impersonate them, and returns its
 * tokens. The app's own session is left alone.
 *
 * @example
 * ```ts
 * const { accessToken, refreshToken } = await createUserSession(context, { userId, expiresInMillis: 3_600_000 });
 * ```
 */
export async function createUserSession(context: AppContext, options: CreateSessionOptions): Promise<{ accessToken: string; refreshToken: string }> {
  checkId(options?.userId, 'userId');
  const { expiresInMillis } = options;
  if (expiresInMillis !== undefined && !(Number.isFinite(expiresInMillis) && expiresInMillis > 0)) {
    throw new TypeError('expiresInMillis must be a positive number of milliseconds.');
  }
  const pair = await call(context.sender, routes.createSession, {
    accessType: 'server',
    body: { user_id: options.userId, expires_in_millis: expiresInMillis, is_impersonation: options.isImpersonation },
  });
  return { accessToken: pair.access_token, refreshToken: pair.refresh_token };
}
