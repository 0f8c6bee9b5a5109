import { z } from 'zod';
import { millis, shortText } from '../common-schemas';

/**
 * `POST /internal/api-keys` (docs/wire.md §3).
 *
 * @example
 * ```ts
 * api.post('/internal/api-keys', endpoint({ access: ADMIN_ONLY, body: internalApiKeyCreateBody, handler: ({ auth, body, c }) => … }));
 * ```
 */
export const internalApiKeyCreateBody = z.strictObject({
  description: shortText,
  expires_at_millis: millis,
  has_publishable_client_key: z.boolean(),
  has_secret_server_key: z.boolean(),
  has_super_secret_admin_key: z.boolean(),
});
/**
 * A valid `POST /internal/api-keys` body.
 *
 * @example
 * ```ts
 * const body: InternalApiKeyCreateBody = { description: 'CI', expires_at_millis: Date.now() + 86_400_000, has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: false };
 * ```
 */
export type InternalApiKeyCreateBody = z.infer<typeof internalApiKeyCreateBody>;

/**
 * `PATCH /internal/api-keys/{id}`: revoking is one-way, so only `true` is accepted.
 *
 * @example
 * ```ts
 * internalApiKeyUpdateBody.parse({ revoked: true });
 * ```
 */
export const internalApiKeyUpdateBody = z.strictObject({
  description: shortText.optional(),
  revoked: z.literal(true).optional(),
});
/**
 * A valid `PATCH /internal/api-keys/{id}` body.
 *
 * @example
 * ```ts
 * const body: InternalApiKeyUpdateBody = { description: 'CI (old)', revoked: true };
 * ```
 */
export type InternalApiKeyUpdateBody = z.infer<typeof internalApiKeyUpdateBody>;
