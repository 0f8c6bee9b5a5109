import type { Db } from '../../kernel/db/open-database';
import { nextAttemptAfter } from './retry-schedule';
import { signWebhook } from './sign-webhook';
import type { WebhookDeliveryTable } from './tables';
import { postWebhook, type PostOutcome } from './post-webhook';
import type { WebhookNetwork } from './webhook-network';

/**
 * How far a claim pushes `next_attempt_at`: longer than a send can take, so no other instance takes the delivery
 * while it is in flight, and short enough that a delivery claimed by an instance that died is retried soon.
 */
const CLAIM_LEASE_MS = 60_000;

export type AttemptOptions = {
  /** The clock (epoch milliseconds); tests move it. */
  now: () => number;
  /** Where webhooks may go (private networks or not) and how receivers' names are resolved. */
  network: WebhookNetwork;
  /** Told how the attempt ended (the webhook metrics); nothing when absent. */
  onOutcome?: ((outcome: 'succeeded' | 'retrying' | 'failed') => void) | undefined;
};

/**
 * Sends one due delivery, if this caller wins its claim: a conditional UPDATE that pushes `next_attempt_at` forward
 * by a lease, so another instance (or worker tick) that selected the same row does not send it concurrently. The
 * outcome is written back: 2xx succeeds; anything else (a receiver at a refused private address included, so a
 * change of the operator's setting takes effect on the next retry) records status, answer and error and schedules
 * the next attempt, or fails for good after the last. Answers whether this caller made the attempt.
 */
export async function attemptDelivery(db: Db, delivery: WebhookDeliveryTable, options: AttemptOptions): Promise<boolean> {
  const claimedAt = options.now();
  const claim = await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: claimedAt + CLAIM_LEASE_MS, updated_at: claimedAt })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', claimedAt)
    .executeTakeFirst();
  if (claim.numUpdatedRows === 0n) return false;

  const endpoint = await db.selectFrom('webhook_endpoints').select(['url', 'secret', 'disabled']).where('id', '=', delivery.endpoint_id).executeTakeFirst();
  // Deleted meanwhile: its deliveries went with it (cascade), so there is nothing to record.
  if (!endpoint) return false;
  const attempts = delivery.attempts + 1;
  const outcome = endpoint.disabled
    ? { ok: false, statusCode: null, response: null, error: 'The endpoint is disabled.' }
    : await post(endpoint.url, endpoint.secret, delivery, claimedAt, options.network);
  const finishedAt = options.now();
  const next = outcome.ok || endpoint.disabled ? null : nextAttemptAfter(attempts, finishedAt);
  const status = outcome.ok ? 'succeeded' : next === null ? 'failed' : 'pending';
  await db
    .updateTable('webhook_deliveries')
    .set({
      status,
      attempts,
      next_attempt_at: next,
      last_status_code: outcome.statusCode,
      last_response: outcome.response,
      last_error: outcome.error,
      updated_at: finishedAt,
    })
    .where('id', '=', delivery.id)
    .execute();
  options.onOutcome?.(status === 'pending' ? 'retrying' : status);
  return true;
}

function post(url: string, secret: string, delivery: WebhookDeliveryTable, now: number, network: WebhookNetwork): Promise<PostOutcome> {
  const timestamp = Math.floor(now / 1000);
  const headers = {
    'content-type': 'application/json',
    'webhook-id': delivery.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, delivery.id, timestamp, delivery.payload),
    'user-agent': 'Latch-Webhooks/1',
  };
  return postWebhook(url, headers, delivery.payload, network);
}
