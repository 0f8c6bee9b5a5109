import { ClientApp } from '../core/client-app';

/** Which server and project a command talks to. */
export type Target = { url: string; projectId: string; publishableClientKey?: string | undefined };

/**
 * A core ClientApp for the command line: memory tokens (the credentials file is the store), no navigation.
 *
 * @example
 * ```ts
 * const app = cliApp(target, { accessToken: '', refreshToken: saved.refreshToken });
 * ```
 */
export function cliApp(target: Target, tokens: { accessToken: string; refreshToken: string } | 'memory' = 'memory'): ClientApp {
  return new ClientApp({
    projectId: target.projectId,
    ...(target.publishableClientKey ? { publishableClientKey: target.publishableClientKey } : {}),
    baseUrl: target.url,
    tokenStore: tokens,
    redirectMethod: 'none',
  });
}

/** The refresh token the app holds now: a project that rotates refresh tokens hands out a new one on refresh. */
export async function currentRefreshToken(app: ClientApp): Promise<string | null> {
  const { refreshToken } = JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as { refreshToken: string | null };
  return refreshToken;
}
