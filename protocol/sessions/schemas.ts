import { z } from 'zod';
import { MAX_SESSION_LENGTH_MS } from '../constants';
import { userIdOrMe } from '../users/schemas';

/**
 * `POST /auth/sessions` (server): a session for any user of the project, e.g. to impersonate them.
 *
 * @example
 * ```ts
 * api.post('/auth/sessions', endpoint({ access: SERVER_OR_ADMIN, body: sessionCreateBody, handler: ({ auth, body, c }) => … }));
 * ```
 */
export const sessionCreateBody = z.strictObject({
  user_id: userIdOrMe,
  expires_in_millis: z.number().int().min(1).max(MAX_SESSION_LENGTH_MS).optional(),
  is_impersonation: z.boolean().optional(),
});

/**
 * `GET /auth/sessions?user_id=`: whose sessions to list.
 *
 * @example
 * ```ts
 * api.get('/auth/sessions', endpoint({ access: ANY_ACCESS, query: sessionListQuery, handler: ({ auth, query, c }) => … }));
 * ```
 */
export const sessionListQuery = z.strictObject({ user_id: userIdOrMe });

/**
 * `DELETE /auth/sessions/{id}?user_id=`: the official server client omits `user_id`.
 *
 * @example
 * ```ts
 * sessionDeleteQuery.parse({}); // {}: the official server client sends no user_id
 * ```
 */
export const sessionDeleteQuery = z.strictObject({ user_id: userIdOrMe.optional() });

/**
 * `POST /auth/oauth/token` (RFC 6749 §3.2, §6). Unknown parameters are allowed, as in the reference server
 * (docs/wire.md §0) and as RFC 6749 §3.2 asks of token endpoints.
 *
 * @example
 * ```ts
 * api.post('/auth/oauth/token', endpoint({ access: 'none', body: oauthTokenBody, handler: ({ body, c }) => … }));
 * ```
 */
export const oauthTokenBody = z.looseObject({
  grant_type: z.string().max(100).optional(),
  refresh_token: z.string().max(1_000).optional(),
  code: z.string().max(1_000).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(1_000).optional(),
  /** authorization_code grant (RFC 6749 §4.1.3, RFC 7636 §4.5). */
  redirect_uri: z.string().max(2_048).optional(),
  code_verifier: z.string().max(1_000).optional(),
});
