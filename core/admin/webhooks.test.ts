import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnownError } from '../../protocol/known-error';
import { startTestReceiver, type TestReceiver } from '../../server/test-support/test-webhook-receiver';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();

describe('AdminApp webhooks against the real server', () => {
  let receiver: TestReceiver;
  beforeAll(async () => {
    receiver = await startTestReceiver();
  });
  afterAll(async () => receiver.close());

  it('creates, lists, updates and deletes endpoints as camelCase objects with Dates', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const created = await admin.createWebhookEndpoint({ url: receiver.url, description: 'CRM', eventTypes: ['user.created'] });
    expect(created).toEqual({
      id: expect.any(String),
      url: receiver.url,
      description: 'CRM',
      eventTypes: ['user.created'],
      disabled: false,
      secret: expect.stringMatching(/^whsec_/),
      createdAt: expect.any(Date),
    });
    expect(await admin.listWebhookEndpoints()).toContainEqual(created);
    const updated = await admin.updateWebhookEndpoint(created.id, { disabled: true, eventTypes: [] });
    expect(updated).toEqual({ ...created, disabled: true, eventTypes: [] });
    await admin.deleteWebhookEndpoint(created.id);
    expect((await admin.listWebhookEndpoints()).map((endpoint) => endpoint.id)).not.toContain(created.id);
    const error = await admin.listWebhookDeliveries(created.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnownError);
    expect((error as KnownError).code).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
  });

  it('sends a signed test message and shows it in the delivery log', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const endpoint = await admin.createWebhookEndpoint({ url: receiver.url });
    receiver.secret = endpoint.secret;
    const delivery = await admin.sendTestWebhook(endpoint.id);
    expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'succeeded', attempts: 1, lastStatusCode: 204, nextAttemptAt: null });
    expect(delivery.createdAt).toBeInstanceOf(Date);
    expect(receiver.received.at(-1)?.validSignature).toBe(true);
    expect(await admin.listWebhookDeliveries(endpoint.id)).toEqual([delivery]);
    await admin.deleteWebhookEndpoint(endpoint.id);
  });

  it('throws TypeError for a caller mistake, before any request', async () => {
    const admin = t.adminApp({ tokenStore: null });
    await expect(admin.updateWebhookEndpoint('', {})).rejects.toBeInstanceOf(TypeError);
    await expect(admin.createWebhookEndpoint({} as never)).rejects.toBeInstanceOf(TypeError);
    await expect(admin.createWebhookEndpoint({ url: receiver.url, eventTypes: 'user.created' as never })).rejects.toBeInstanceOf(TypeError);
  });
});
