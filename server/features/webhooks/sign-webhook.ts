import { createHmac } from 'node:crypto';

/**
 * The `webhook-signature` of a Standard Webhooks message: `v1,` and the base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}`, keyed with the base64-decoded part of the secret after `whsec_`
 * (standardwebhooks.com, "Signature scheme").
 *
 * @example
 * ```ts
 * const signature = signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_1', 1700000000, '{"type":"user.created"}');
 * ```
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}
