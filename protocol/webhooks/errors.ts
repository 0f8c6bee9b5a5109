import type { CapabilityErrors } from '../known-errors';

/**
 * The known errors of webhooks, with their English messages; the catalogue (known-errors.ts) gathers them through
 * protocol/capabilities.ts.
 *
 * @example
 * ```ts
 * webhookErrors.WEBHOOK_ENDPOINT_NOT_FOUND.status; // 404
 * ```
 */
export const webhookErrors = {
  // Webhooks (Latch's own: the reference leaves webhooks to Svix)
  WEBHOOK_ENDPOINT_NOT_FOUND: { status: 404, details: ['endpoint_id'], message: 'Webhook endpoint not found.' },
  WEBHOOK_ENDPOINT_URL_NOT_ALLOWED: { status: 400, details: ['url'], message: 'The webhook URL {url} points into a private network; webhooks may only go to public addresses.' },
} as const satisfies CapabilityErrors;
