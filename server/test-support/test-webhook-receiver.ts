import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as a receiver got it, and whether its signature checked out against the secret it was given. */
type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; validSignature: boolean; json: { type: string; data: unknown } };

export type TestReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The secret signatures are checked with (the endpoint's, once created). */
  secret: string;
  /** What to answer next; default 204. */
  answer: { status: number; body: string };
  close(): Promise<void>;
};

/**
 * A webhook receiver as a site would run one: a real HTTP server on 127.0.0.1 that checks each message's
 * `webhook-signature` with its own HMAC-SHA256 computation (standardwebhooks.com), independent of the server's code.
 *
 * @example
 * ```ts
 * const receiver = await startTestReceiver();
 * receiver.secret = endpoint.secret;
 * ```
 */
export async function startTestReceiver(): Promise<TestReceiver> {
  const state: Omit<TestReceiver, 'url' | 'close'> = { received: [], secret: '', answer: { status: 204, body: '' } };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      state.received.push({ headers: request.headers, body, validSignature: verify(state.secret, request.headers, body), json: JSON.parse(body) as ReceivedWebhook['json'] });
      response.writeHead(state.answer.status, { 'content-type': 'text/plain' }).end(state.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string' || !secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64'));
  // The header may carry several space-separated signatures; one matching v1 signature is enough.
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
