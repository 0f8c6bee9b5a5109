import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './events';
import { shortText } from '../common-schemas';

/**
 * Request schemas of project webhooks (docs/product.md §6: admin only). Server-only at run time.
 */

/** A receiver's address: http(s) only (no `javascript:`, `file:` …), no user:password in it, at most 2000 characters. */
const webhookUrl = z
  .string()
  .max(2_000)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  }, 'must be an http or https URL without user name or password');

/** The events an endpoint wants; empty means all of them. */
const eventTypes = z.array(z.enum(WEBHOOK_EVENT_TYPES)).max(WEBHOOK_EVENT_TYPES.length);

/**
 * `POST /internal/webhooks/endpoints`.
 *
 * @example
 * ```ts
 * const body: z.input<typeof webhookEndpointCreateBody> = { url: 'https://example.com/hooks', event_types: ['user.created'] };
 * ```
 */
export const webhookEndpointCreateBody = z.strictObject({
  url: webhookUrl,
  description: shortText.optional(),
  event_types: eventTypes.optional(),
  disabled: z.boolean().optional(),
});
export type WebhookEndpointCreateBody = z.output<typeof webhookEndpointCreateBody>;

/**
 * `PATCH /internal/webhooks/endpoints/{id}`: changes only what it names.
 *
 * @example
 * ```ts
 * const body: z.input<typeof webhookEndpointUpdateBody> = { disabled: true };
 * ```
 */
export const webhookEndpointUpdateBody = z.strictObject({
  url: webhookUrl.optional(),
  description: shortText.optional(),
  event_types: eventTypes.optional(),
  disabled: z.boolean().optional(),
});
export type WebhookEndpointUpdateBody = z.output<typeof webhookEndpointUpdateBody>;

/**
 * Path parameters of `/internal/webhooks/endpoints/{id}` and below.
 *
 * @example
 * ```ts
 * webhookEndpointParams.parse({ id: endpointId });
 * ```
 */
export const webhookEndpointParams = z.strictObject({ id: z.uuid() });

/**
 * The body of `POST /internal/webhooks/endpoints/{id}/test` and `POST /webhooks/svix-token`: none, or `{}` as the
 * official admin app sends it; anything in it is a mistake.
 *
 * @example
 * ```ts
 * webhookEmptyBody.parse({});
 * ```
 */
export const webhookEmptyBody = z.strictObject({}).optional();
