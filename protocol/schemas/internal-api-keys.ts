import { z } from 'zod';
import { millis, shortText } from './common';

/** `POST /internal/api-keys` (stack-api §3). */
export const internalApiKeyCreateBody = z.strictObject({
  description: shortText,
  expires_at_millis: millis,
  has_publishable_client_key: z.boolean(),
  has_secret_server_key: z.boolean(),
  has_super_secret_admin_key: z.boolean(),
});
export type InternalApiKeyCreateBody = z.infer<typeof internalApiKeyCreateBody>;

/** `PATCH /internal/api-keys/{id}`: revoking is one-way, so only `true` is accepted. */
export const internalApiKeyUpdateBody = z.strictObject({
  description: shortText.optional(),
  revoked: z.literal(true).optional(),
});
export type InternalApiKeyUpdateBody = z.infer<typeof internalApiKeyUpdateBody>;
