import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { WebhookDeliveryJson, WebhookEndpointJson } from '../../../protocol/webhooks/json';
import type { Logger } from '../../kernel/http/logger';
import { startServer, type RunningServer, type StartOptions } from '../../start-server';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { PASSWORD, uniqueEmail } from '../../test-support/test-accounts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions } from '../../test-support/test-server';
import { startTestReceiver, type TestReceiver } from '../../test-support/test-webhook-receiver';
import { WEBHOOK_RETRY_DELAYS_MS } from './retry-schedule';
import type { HostResolver } from '../../kernel/net/outbound-network';
import { startWebhookWorker } from './webhook-worker';

const PUBLIC_BASE_URL = 'https://auth.example.com';
const refusal = (address: string) => `The endpoint's address ${address} is in a private network; webhooks may only go to public addresses.`;

/** A DNS stand-in (the tests run offline): names a site could point at this machine or its network. */
const resolver: HostResolver = async (hostname) => {
  if (hostname === 'hooks.example.com') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'mixed.example.com')
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '::1', family: 6 },
    ];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

describe.each(testDialects)('webhooks and private networks on %s', (dialect) => {
  let receiver: TestReceiver;
  const running: Array<{ server: RunningServer; database: TestDatabase }> = [];
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (_message, error) => loggedErrors.push(error) };

  beforeEach(async () => {
    receiver = await startTestReceiver();
  });
  afterEach(async () => {
    for (const { server, database } of running.splice(0)) {
      await server.close();
      await database.drop();
    }
    await receiver.close();
    expect(loggedErrors.splice(0)).toEqual([]);
  });

  /** A server as an operator runs it (its worker is driven by the test), on a fresh database. */
  async function start(options: Partial<StartOptions> = {}): Promise<RunningServer> {
    const database = await createTestDatabase(dialect);
    const server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger, webhooks: false, resolver, ...options });
    running.push({ server, database });
    return server;
  }
  function call(server: RunningServer, method: string, path: string, body?: unknown, type: AccessOptions['type'] = 'admin'): Promise<Response> {
    const headers = { ...accessHeaders({ type, project: server.bootstrap.demo }), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
    return fetch(`http://127.0.0.1:${server.port}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  }
  async function addEndpoint(server: RunningServer, url: string): Promise<WebhookEndpointJson> {
    const endpoint = await expectJson<WebhookEndpointJson>(await call(server, 'POST', '/internal/webhooks/endpoints', { url, event_types: ['user.created'] }));
    receiver.secret = endpoint.secret;
    return endpoint;
  }
  async function sendTest(server: RunningServer, endpointId: string): Promise<WebhookDeliveryJson> {
    return expectJson<WebhookDeliveryJson>(await call(server, 'POST', `/internal/webhooks/endpoints/${endpointId}/test`, {}));
  }
  async function endpoints(server: RunningServer): Promise<WebhookEndpointJson[]> {
    return (await expectJson<ListJson<WebhookEndpointJson>>(await call(server, 'GET', '/internal/webhooks/endpoints'))).items;
  }
  const port = () => new URL(receiver.url).port;

  it('refuses, with a public base URL, an endpoint whose host is a private address or localhost, writing nothing', async () => {
    const server = await start({ baseUrl: PUBLIC_BASE_URL });
    const refused = [
      receiver.url,
      `http://localhost:${port()}/hooks`,
      'http://LOCALHOST./hooks',
      'https://app.localhost/hooks',
      `http://[::1]:${port()}/hooks`,
      'http://[::ffff:127.0.0.1]/hooks',
      'http://[fd00::5]/hooks',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/hooks',
      'http://192.168.0.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0:8080/',
      'http://0x7f.1/hooks', // the URL parser reads it as 127.0.0.1
    ];
    for (const url of refused) {
      await expectKnownError(await call(server, 'POST', '/internal/webhooks/endpoints', { url }), 400, 'WEBHOOK_ENDPOINT_URL_NOT_ALLOWED', { url });
    }
    expect(await endpoints(server)).toEqual([]);

    // A public address is fine; changing it to a private one is refused and leaves it as it was.
    const endpoint = await addEndpoint(server, 'https://93.184.216.34/hooks');
    await expectKnownError(
      await call(server, 'PATCH', `/internal/webhooks/endpoints/${endpoint.id}`, { url: receiver.url, description: 'moved' }),
      400,
      'WEBHOOK_ENDPOINT_URL_NOT_ALLOWED',
      { url: receiver.url },
    );
    expect(await endpoints(server)).toEqual([endpoint]);
  });

  it('refuses at delivery a name that resolves to a private address: logged, left to retry, the receiver never called', async () => {
    const server = await start({ baseUrl: PUBLIC_BASE_URL });
    const endpoint = await addEndpoint(server, `http://hooks.example.com:${port()}/hooks`);
    const delivery = await sendTest(server, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null, last_response: null, last_error: refusal('127.0.0.1') });
    expect(delivery.next_attempt_at_millis).toBeGreaterThan(Date.now());
    expect(receiver.received).toEqual([]);

    // One private address among public ones is enough to refuse: the socket could be steered to any of them.
    const mixed = await addEndpoint(server, `http://mixed.example.com:${port()}/hooks`);
    expect(await sendTest(server, mixed.id)).toMatchObject({ status: 'pending', last_error: refusal('::1'), last_response: null });
    expect(receiver.received).toEqual([]);
  });

  it('refuses at delivery an endpoint stored while private networks were allowed, and sends it once they are again', async () => {
    const server = await start({ baseUrl: PUBLIC_BASE_URL, webhooksAllowPrivateNetworks: true });
    const endpoint = await addEndpoint(server, receiver.url);
    let offset = 0;
    const now = () => Date.now() + offset;
    // The operator turned the setting off, then on again: workers built over the same database with each setting.
    const refusing = startWebhookWorker({ ...server.deps, webhooksAllowPrivateNetworks: false }, { now, pollIntervalMs: 3_600_000 });
    const allowing = startWebhookWorker(server.deps, { now, pollIntervalMs: 3_600_000 });
    try {
      expect((await call(server, 'POST', '/auth/password/sign-up', { email: uniqueEmail('ssrf'), password: PASSWORD }, 'client')).status).toBe(200);
      await refusing.runOnce();
      const [refused] = (await expectJson<ListJson<WebhookDeliveryJson>>(await call(server, 'GET', `/internal/webhooks/endpoints/${endpoint.id}/deliveries`))).items;
      expect(refused).toMatchObject({ event_type: 'user.created', status: 'pending', attempts: 1, last_status_code: null, last_response: null, last_error: refusal('127.0.0.1') });
      expect(receiver.received).toEqual([]);

      offset += (WEBHOOK_RETRY_DELAYS_MS[0] ?? 0) + 1_000;
      await allowing.runOnce();
      expect(receiver.received.map((message) => [message.json.type, message.validSignature, message.headers['webhook-id']])).toEqual([['user.created', true, refused?.id]]);
      const [sent] = (await expectJson<ListJson<WebhookDeliveryJson>>(await call(server, 'GET', `/internal/webhooks/endpoints/${endpoint.id}/deliveries`))).items;
      expect(sent).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 204, last_error: null });
    } finally {
      await refusing.stop();
      await allowing.stop();
    }
  });

  it('allows private networks by default when the base URL is a loopback host, as on a developer machine', async () => {
    const server = await start();
    expect(server.url).toBe(`http://localhost:${server.port}`);
    const endpoint = await addEndpoint(server, receiver.url);
    expect(await sendTest(server, endpoint.id)).toMatchObject({ status: 'succeeded', last_status_code: 204, last_error: null });
    expect(receiver.received.map((message) => message.validSignature)).toEqual([true]);
  });

  it('follows LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS either way, whatever the base URL', async () => {
    const allowing = await start({ baseUrl: PUBLIC_BASE_URL, webhooksAllowPrivateNetworks: true });
    const byAddress = await addEndpoint(allowing, receiver.url);
    expect(await sendTest(allowing, byAddress.id)).toMatchObject({ status: 'succeeded', last_status_code: 204 });
    const byName = await addEndpoint(allowing, `http://hooks.example.com:${port()}/hooks`);
    expect(await sendTest(allowing, byName.id)).toMatchObject({ status: 'succeeded', last_status_code: 204 });
    expect(receiver.received.map((message) => message.validSignature)).toEqual([true, true]);
    expect(receiver.received[1]?.headers.host).toBe(`hooks.example.com:${port()}`);

    const refusing = await start({ webhooksAllowPrivateNetworks: false });
    await expectKnownError(await call(refusing, 'POST', '/internal/webhooks/endpoints', { url: receiver.url }), 400, 'WEBHOOK_ENDPOINT_URL_NOT_ALLOWED', { url: receiver.url });
  });

  it('follows LATCH_ALLOW_PRIVATE_NETWORKS too, the webhook-only setting winning over it', async () => {
    const allowing = await start({ baseUrl: PUBLIC_BASE_URL, allowPrivateNetworks: true });
    const endpoint = await addEndpoint(allowing, receiver.url);
    expect(await sendTest(allowing, endpoint.id)).toMatchObject({ status: 'succeeded', last_status_code: 204 });

    const refusingGenerally = await start({ allowPrivateNetworks: false });
    await expectKnownError(await call(refusingGenerally, 'POST', '/internal/webhooks/endpoints', { url: receiver.url }), 400, 'WEBHOOK_ENDPOINT_URL_NOT_ALLOWED', {
      url: receiver.url,
    });
    const refusingWebhooks = await start({ baseUrl: PUBLIC_BASE_URL, allowPrivateNetworks: true, webhooksAllowPrivateNetworks: false });
    await expectKnownError(await call(refusingWebhooks, 'POST', '/internal/webhooks/endpoints', { url: receiver.url }), 400, 'WEBHOOK_ENDPOINT_URL_NOT_ALLOWED', {
      url: receiver.url,
    });
  });
});
