import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as the receiver got it, with whether its Standard Webhooks signature checked out. */
type ReceivedWebhook = { id: string; timestamp: number; type: string; data: Record<string, unknown>; signatureValid: boolean };

/**
 * A site owner's webhook endpoint on 127.0.0.1: it checks each message's signature the way the Standard Webhooks
 * spec says (HMAC-SHA256 over `id.timestamp.body`, keyed with the base64 secret after `whsec_`), independently of the
 * server's code, and can be down for a number of connections.
 */
export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The signing secret the dashboard showed, once it is known. */
  secret: string | null;
  /**
   * The endpoint is down for the next `count` connections: each is cut before any answer (the sender sees a network
   * failure, as with a host that is down), then it is back. Deterministic, unlike timing a restart against the
   * server's retry schedule.
   */
  downFor(count: number): void;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let server: Server | undefined;
  let dropping = 0;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const receiver: WebhookReceiver = {
    url: '',
    received,
    secret: null,
    downFor: (count) => {
      dropping = count;
    },
    close: stop,
  };
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          const id = String(request.headers['webhook-id'] ?? '');
          const timestamp = Number(request.headers['webhook-timestamp']);
          const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
          received.push({
            id,
            timestamp,
            type: parsed.type,
            data: parsed.data,
            signatureValid: verify(receiver.secret, id, timestamp, body, String(request.headers['webhook-signature'] ?? '')),
          });
          response.writeHead(204).end();
        });
      });
      server = listening;
      listening.on('connection', (socket) => {
        if (dropping === 0) return;
        dropping--;
        socket.destroy();
      });
      listening.once('error', reject);
      listening.listen(at, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
    });
  const port = await listen(0);
  receiver.url = `http://127.0.0.1:${port}/hooks`;
  return receiver;
}

function verify(secret: string | null, id: string, timestamp: number, body: string, header: string): boolean {
  if (!secret?.startsWith('whsec_')) return false;
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest();
  return header.split(' ').some((part) => {
    const [version, signature] = part.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
