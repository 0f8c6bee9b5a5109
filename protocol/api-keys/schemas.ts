import { z } from 'zod';
import { millis, shortText } from '../common-schemas';
import { userIdOrMe } from '../users/schemas';

/**
 * Request schemas of user and team API keys (docs/wire.md §3 "User / team API keys"; docs/product.md §7 "Project and keys").
 * Server-only at run time.
 */

const createFields = {
  description: shortText,
  /** Required key: `null` for a key that never expires. */
  expires_at_millis: millis.nullable(),
  is_public: z.boolean().optional(),
};

/**
 * `POST /user-api-keys`: a client names itself (`me` or its own id), a server any user.
 *
 * @example
 * ```ts
 * const body: z.input<typeof userApiKeyCreateBody> = { user_id: 'me', description: 'CI', expires_at_millis: null };
 * ```
 */
export const userApiKeyCreateBody = z.strictObject({ user_id: userIdOrMe, ...createFields });

/**
 * `POST /team-api-keys`: a client needs `$manage_api_keys` in the team.
 *
 * @example
 * ```ts
 * const body: z.input<typeof teamApiKeyCreateBody> = { team_id: teamId, description: 'deploy', expires_at_millis: null };
 * ```
 */
export const teamApiKeyCreateBody = z.strictObject({ team_id: z.uuid(), ...createFields });

/**
 * The query of `GET /user-api-keys` (required) and of `GET|PATCH /user-api-keys/{id}` (optional: when given,
 * the key must be that user's).
 *
 * @example
 * ```ts
 * userApiKeyListQuery.parse({ user_id: 'me' });
 * ```
 */
export const userApiKeyListQuery = z.strictObject({ user_id: userIdOrMe });
/** The optional owner query of `GET|PATCH /user-api-keys/{id}`, as the official client sends it. */
export const userApiKeyItemQuery = z.strictObject({ user_id: userIdOrMe.optional() });

/**
 * The query of `GET /team-api-keys` (required) and of `GET|PATCH /team-api-keys/{id}` (optional).
 *
 * @example
 * ```ts
 * teamApiKeyListQuery.parse({ team_id: teamId });
 * ```
 */
export const teamApiKeyListQuery = z.strictObject({ team_id: z.uuid() });
/** The optional owner query of `GET|PATCH /team-api-keys/{id}`. */
export const teamApiKeyItemQuery = z.strictObject({ team_id: z.uuid().optional() });

/**
 * `PATCH /user-api-keys/{id}` and `/team-api-keys/{id}`: rename, or revoke for good (`revoked` can only be `true`).
 *
 * @example
 * ```ts
 * const body: z.input<typeof apiKeyUpdateBody> = { revoked: true };
 * ```
 */
export const apiKeyUpdateBody = z.strictObject({
  description: shortText.optional(),
  revoked: z.literal(true).optional(),
});

/**
 * `POST /user-api-keys/check` and `/team-api-keys/check` (server access): the full key a site's backend received.
 *
 * @example
 * ```ts
 * const body: z.input<typeof apiKeyCheckBody> = { api_key: presentedKey };
 * ```
 */
export const apiKeyCheckBody = z.strictObject({ api_key: z.string().max(1_000) });

/**
 * Path parameters of `/user-api-keys/{id}` and `/team-api-keys/{id}`.
 *
 * @example
 * ```ts
 * apiKeyParams.parse({ id: keyId });
 * ```
 */
export const apiKeyParams = z.strictObject({ id: z.uuid() });

export type ApiKeyUpdateBody = z.output<typeof apiKeyUpdateBody>;
