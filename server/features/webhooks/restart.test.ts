import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { WebhookDeliveryJson, WebhookEndpointJson } from '../../../protocol/webhooks/json';
import type { DatabaseLocation } from '../../kernel/db/open-database';
import type { Logger } from '../../kernel/http/logger';
import { startServer, type RunningServer, type StartOptions } from '../../start-server';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions } from '../../test-support/test-server';
import { uniqueEmail, PASSWORD } from '../../test-support/test-accounts';
import { startTestReceiver, type TestReceiver } from '../../test-support/test-webhook-receiver';
import { WEBHOOK_RETRY_DELAYS_MS } from './retry-schedule';

/** Polls until `check` holds (the worker runs on its own timer here), failing after a few seconds. */
async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe.each(testDialects)('webhook retries across a server restart on %s', (dialect) => {
  let receiver: TestReceiver;
  let database: TestDatabase;
  let directory = '';
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (_message, error) => loggedErrors.push(error) };
  const running: RunningServer[] = [];

  beforeEach(async () => {
    receiver = await startTestReceiver();
    if (dialect === 'sqlite') {
      // A file, not memory: the second server must find what the first one left.
      directory = mkdtempSync(join(tmpdir(), 'latch-webhooks-'));
      const location: DatabaseLocation = { sqliteFile: join(directory, 'latch.sqlite') };
      database = { location, drop: async () => rmSync(directory, { recursive: true, force: true }) };
    } else {
      database = await createTestDatabase(dialect);
    }
  });
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
    await receiver.close();
    await database.drop();
    expect(loggedErrors).toEqual([]);
  });

  async function start(options: Partial<StartOptions>): Promise<RunningServer> {
    const server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger, ...options });
    running.push(server);
    return server;
  }
  function call(server: RunningServer, method: string, path: string, access: AccessOptions, body?: unknown): Promise<Response> {
    const headers = { ...accessHeaders(access), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
    return fetch(`${server.url}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  }
  async function deliveries(server: RunningServer, endpointId: string): Promise<WebhookDeliveryJson[]> {
    const response = await call(server, 'GET', `/internal/webhooks/endpoints/${endpointId}/deliveries`, { type: 'admin', project: server.bootstrap.demo });
    return ((await response.json()) as ListJson<WebhookDeliveryJson>).items;
  }

  it('a delivery refused before a restart is sent again by the restarted server once its backoff is over', async () => {
    const first = await start({ webhooks: { pollIntervalMs: 20 } });
    const demo = first.bootstrap.demo;
    const created = await call(first, 'POST', '/internal/webhooks/endpoints', { type: 'admin', project: demo }, { url: receiver.url, event_types: ['user.created'] });
    const endpoint = (await created.json()) as WebhookEndpointJson;
    receiver.secret = endpoint.secret;
    receiver.answer = { status: 500, body: 'not now' };

    const signedUp = await call(first, 'POST', '/auth/password/sign-up', { type: 'client', project: demo }, { email: uniqueEmail('restart'), password: PASSWORD });
    expect(signedUp.status).toBe(200);
    await eventually(async () => (await deliveries(first, endpoint.id))[0]?.attempts === 1, 'the first attempt is logged');
    expect((await deliveries(first, endpoint.id))[0]).toMatchObject({ status: 'pending', last_status_code: 500, last_response: 'not now' });
    await first.close();
    running.splice(0);
    expect(receiver.received).toHaveLength(1);

    // The same database, a server whose clock is past the first backoff: it finds the delivery due and sends it.
    receiver.answer = { status: 200, body: 'thanks' };
    const second = await start({
      webhooks: { pollIntervalMs: 20, now: () => Date.now() + (WEBHOOK_RETRY_DELAYS_MS[0] ?? 0) + 1_000 },
      rememberedKeys: { internal: first.bootstrap.internal.keys, demo: demo.keys },
    });
    await eventually(async () => (await deliveries(second, endpoint.id))[0]?.status === 'succeeded', 'the retry succeeds');
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((message) => message.validSignature && message.json.type === 'user.created')).toBe(true);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    expect((await deliveries(second, endpoint.id))[0]).toMatchObject({ attempts: 2, last_status_code: 200, last_response: 'thanks', next_attempt_at_millis: null });
  });
});
