import * as impersonationRoutes from '../../protocol/impersonation/routes';
import * as routes from '../../protocol/sessions/routes';
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

/**
 * A one-time code that signs a browser in as the user on a site of the project (`POST /auth/impersonation/codes`,
 * server or admin access; README "Open a site as a user"), valid until `expiresAt` (5 minutes) and used once. Open
 * it with `impersonationUrl`.
 *
 * @example
 * ```ts
 * const { code } = await createImpersonationCode(context, { userId });
 * ```
 */
export async function createImpersonationCode(context: AppContext, options: { userId: string }): Promise<{ code: string; expiresAt: Date }> {
  checkId(options?.userId, 'userId');
  const created = await call(context.sender, impersonationRoutes.createImpersonationCode, { accessType: 'server', body: { user_id: options.userId } });
  return { code: created.code, expiresAt: new Date(created.expires_at_millis) };
}

/**
 * The page of a trusted domain's handler that signs in with an impersonation code: `<domain><handler path>/impersonate?code=…`.
 *
 * @example
 * ```ts
 * impersonationUrl('https://app.example.com', '/handler', code); // 'https://app.example.com/handler/impersonate?code=…'
 * ```
 */
export function impersonationUrl(domain: string, handlerPath: string, code: string): string {
  const base = handlerPath.replace(/\/+$/, '');
  const url = new URL(`${base}/impersonate`, `${domain.replace(/\/+$/, '')}/`);
  url.searchParams.set('code', code);
  return url.href;
}
