import type { RequestAuth } from '../auth/request-auth';

/** Hono environment: what middleware puts on every request's context. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by the auth middleware for `/api/*`; null when the request claims no access type. */
    auth: RequestAuth | null;
  };
};
