import type { Db } from '../../db/open-database';
import { nextAttemptAfter } from './retry-schedule';
import { signWebhook } from './sign-webhook';
import type { WebhookDeliveryTable } from './tables';

/** A receiver has this long to answer (Svix allows 15 s; the issue asks for 10). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * How far a claim pushes `next_attempt_at`: longer than a send can take, so no other instance takes the delivery
 * while it is in flight, and short enough that a delivery claimed by an instance that died is retried soon.
 */
export const CLAIM_LEASE_MS = 60_000;
/** How much of a receiver's answer the log keeps. */
const RESPONSE_LIMIT = 1_024;

export type AttemptOptions = {
  /** The clock (epoch milliseconds); tests move it. */
  now: () => number;
};

/**
 * Sends one due delivery, if this caller wins its claim: a conditional UPDATE that pushes `next_attempt_at` forward
 * by a lease, so another instance (or worker tick) that selected the same row does not send it concurrently. The
 * outcome is written back: 2xx succeeds; anything else records status, answer and error and schedules the next
 * attempt, or fails for good after the last. Answers whether this caller made the attempt.
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
    : await post(endpoint.url, endpoint.secret, delivery, claimedAt);
  const finishedAt = options.now();
  const next = outcome.ok || endpoint.disabled ? null : nextAttemptAfter(attempts, finishedAt);
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.ok ? 'succeeded' : next === null ? 'failed' : 'pending',
      attempts,
      next_attempt_at: next,
      last_status_code: outcome.statusCode,
      last_response: outcome.response,
      last_error: outcome.error,
      updated_at: finishedAt,
    })
    .where('id', '=', delivery.id)
    .execute();
  return true;
}

type Outcome = { ok: boolean; statusCode: number | null; response: string | null; error: string | null };

async function post(url: string, secret: string, delivery: WebhookDeliveryTable, now: number): Promise<Outcome> {
  const timestamp = Math.floor(now / 1000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, delivery.id, timestamp, delivery.payload),
        'user-agent': 'Latch-Webhooks/1',
      },
      body: delivery.payload,
      // A redirect is not followed (it could point anywhere); it counts as a failed attempt, as Svix counts it.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = truncate(await readSome(response));
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, response: text, error: ok ? null : `The endpoint answered HTTP ${response.status}.` };
  } catch (error) {
    return { ok: false, statusCode: null, response: null, error: describe(error) };
  }
}

/** Reads at most a little more than the log keeps, so a receiver cannot make the server hold a huge answer. */
async function readSome(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.length <= RESPONSE_LIMIT) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

function truncate(text: string): string {
  return text.length > RESPONSE_LIMIT ? `${text.slice(0, RESPONSE_LIMIT)}…` : text;
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return truncate(`${error instanceof Error ? error.message : String(error)}${cause}`);
}
