import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Two years, subdomains included: the value OWASP's HTTP Strict Transport Security cheat sheet recommends (and the
 * minimum for browsers' preload lists). No `preload`: that is a promise about the whole domain only its owner can make.
 */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * `Strict-Transport-Security` (RFC 6797) on every answer when the server's public URL is https, errors and 404s
 * included: once a browser has seen it, it never again sends a session or a password to this host over plain http,
 * even when a link or a network in between tries to downgrade it. Over http the header means nothing (RFC 6797
 * §8.1 tells browsers to ignore it there), so a development server does not send it.
 */
export function strictTransportSecurity(baseUrl: string): MiddlewareHandler<AppEnv> {
  const https = new URL(baseUrl).protocol === 'https:';
  return async (c, next) => {
    await next();
    if (!https) return;
    try {
      c.res.headers.set('strict-transport-security', HSTS_VALUE);
    } catch {
      // A response with immutable headers (one passed through from fetch) is copied to set it.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('strict-transport-security', HSTS_VALUE);
      c.res = undefined;
      c.res = copy;
    }
  };
}
