/**
 * The URL providers send the browser back to (docs/wire.md §4 "OAuth" 2), registered with each provider as the
 * redirect URI; built from the configured base URL, never from request headers.
 *
 * @example
 * ```ts
 * callbackUrlOf('https://auth.example.com', 'github'); // 'https://auth.example.com/api/v1/auth/oauth/callback/github'
 * ```
 */
export function callbackUrlOf(baseUrl: string, providerId: string): string {
  return `${baseUrl}/api/v1/auth/oauth/callback/${providerId}`;
}
