import { request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, PrivateAddressError } from '../../kernel/net/outbound-network';
import { isPrivateAddress } from '../../kernel/net/private-address';
import { hostOf, type WebhookNetwork } from './webhook-network';

/** A receiver has this long to answer, body included (Svix allows 15 s; the issue asks for 10). */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the log keeps. */
const RESPONSE_LIMIT = 1_024;

/** What one attempt came to, as the delivery log records it. */
export type PostOutcome = { ok: boolean; statusCode: number | null; response: string | null; error: string | null };

class WebhookTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * POSTs one message through node:http(s) with a socket `lookup` that refuses private addresses (server/kernel/net/outbound-network.ts);
 * an IP literal never goes through a lookup, so it is checked here before any connection is made. No redirect is
 * followed (it could point anywhere; Svix counts it as a failure too), the whole exchange has WEBHOOK_TIMEOUT_MS, and
 * only about 1 KB of the answer is read and kept, so a receiver cannot make the server hold a huge answer.
 */
export async function postWebhook(url: string, headers: Record<string, string>, body: string, network: WebhookNetwork): Promise<PostOutcome> {
  const target = new URL(url);
  const host = hostOf(url);
  if (!network.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) return failure(new PrivateAddressError(host));
  const options: RequestOptions = {
    method: 'POST',
    hostname: host,
    port: target.port === '' ? undefined : Number(target.port),
    path: `${target.pathname}${target.search}`,
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    lookup: guardedLookup(network),
    // A fresh connection each time: nothing pooled outlives the attempt or the server's close().
    agent: false,
  };
  try {
    return await exchange(target.protocol === 'https:' ? httpsRequest(options) : httpRequest(options), body);
  } catch (error) {
    return failure(error);
  }
}

function exchange(request: ClientRequest, body: string): Promise<PostOutcome> {
  return new Promise<PostOutcome>((resolve, reject) => {
    const settle = (outcome: PostOutcome | Error) => {
      clearTimeout(timer);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    // Settled first, so the errors the destroyed socket raises afterwards do not replace "no answer in time".
    const timer = setTimeout(() => {
      settle(new WebhookTimeoutError());
      request.destroy();
    }, WEBHOOK_TIMEOUT_MS);
    request.on('error', settle);
    request.on('response', (response: IncomingMessage) => {
      const statusCode = response.statusCode ?? 0;
      const ok = statusCode >= 200 && statusCode < 300;
      const answered = (text: string): PostOutcome => ({ ok, statusCode, response: truncate(text), error: ok ? null : `The endpoint answered HTTP ${statusCode}.` });
      const decoder = new TextDecoder();
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += decoder.decode(chunk, { stream: true });
        if (text.length <= RESPONSE_LIMIT) return;
        settle(answered(text));
        // Enough read: the rest is not wanted.
        response.destroy();
      });
      response.on('end', () => settle(answered(text + decoder.decode())));
      response.on('error', settle);
      // Closed without an end or an error (e.g. cut short after the timeout fired): what arrived is the answer.
      response.on('close', () => settle(answered(text)));
    });
    request.end(body);
  });
}

function failure(error: unknown): PostOutcome {
  return { ok: false, statusCode: null, response: null, error: describe(error) };
}

function truncate(text: string): string {
  return text.length > RESPONSE_LIMIT ? `${text.slice(0, RESPONSE_LIMIT)}…` : text;
}

function describe(error: unknown): string {
  if (error instanceof WebhookTimeoutError) return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`;
  if (error instanceof PrivateAddressError) return `The endpoint's address ${error.address} is in a private network; webhooks may only go to public addresses.`;
  return truncate(error instanceof Error ? error.message : String(error));
}
