import { z } from 'zod';
import { MAX_SESSION_LENGTH_MS } from '../constants';
import { userIdOrMe } from './users';

/** `POST /auth/sessions` (server): a session for any user of the project, e.g. to impersonate them. */
export const sessionCreateBody = z.strictObject({
  user_id: userIdOrMe,
  expires_in_millis: z.number().int().min(1).max(MAX_SESSION_LENGTH_MS).optional(),
  is_impersonation: z.boolean().optional(),
});
export type SessionCreateBody = z.infer<typeof sessionCreateBody>;

/** `GET /auth/sessions?user_id=`: whose sessions to list. */
export const sessionListQuery = z.strictObject({ user_id: userIdOrMe });

/** `DELETE /auth/sessions/{id}?user_id=`: the official server client omits `user_id`. */
export const sessionDeleteQuery = z.strictObject({ user_id: userIdOrMe.optional() });

/**
 * `POST /auth/oauth/token` (RFC 6749 §3.2, §6). Unknown parameters are allowed, as in the reference server
 * (stack-api §0) and as RFC 6749 §3.2 asks of token endpoints.
 */
export const oauthTokenBody = z.looseObject({
  grant_type: z.string().max(100).optional(),
  refresh_token: z.string().max(1_000).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(1_000).optional(),
});
export type OAuthTokenBody = z.infer<typeof oauthTokenBody>;
