import type { RequestAuth } from '../auth/request-auth';
import type { TrustedProxies } from './trusted-proxies';

/** Hono environment: what middleware puts on every request's context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by the auth middleware for `/api/*`; null when the request claims no access type. */
    auth: RequestAuth | null;
    /** The server's trusted proxies, set for every request (read by client-address.ts). */
    trustedProxies: TrustedProxies | undefined;
    /** The rate limit that refused this request (status-error.ts), for the metrics; unset otherwise. */
    rateLimit: string | undefined;
  };
};
