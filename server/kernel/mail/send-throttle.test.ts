import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusError } from '../http/status-error';
import { RateLimits } from '../limits/rate-limits';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import { throttleEmailSend, type SendFlow } from './send-throttle';

describe.each(testDialects)('e-mail send throttle on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project = 0;
  let projectId: string;

  beforeEach(() => {
    // A project id of its own per test: the limits live in the shared database.
    projectId = `throttle-project-${++project}`;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function send(recipient: string, address: string | undefined, flow: SendFlow = 'password-reset'): Promise<void> {
    return throttleEmailSend(new RateLimits(t.deps.db), projectId, { flow, recipient, address });
  }

  async function refusal(promise: Promise<void>): Promise<StatusError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StatusError);
    return error as StatusError;
  }

  it('allows 5 mails to one recipient, then one every two minutes, whatever the letter case', async () => {
    for (let i = 0; i < 5; i++) await send(i % 2 ? 'Ada@Example.com' : 'ada@example.com', `203.0.113.${i}`);
    const refused = await refusal(send('ADA@example.com', '203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('120');
    expect(refused.message).toBe('Too many e-mails requested. Please wait a little before asking for another one.');

    vi.setSystemTime(Date.now() + 120_000);
    await send('ada@example.com', '203.0.113.9');
    await refusal(send('ada@example.com', '203.0.113.9'));
  });

  it('keeps flows, recipients and projects apart', async () => {
    for (let i = 0; i < 5; i++) await send('bob@example.com', undefined);
    await refusal(send('bob@example.com', undefined));
    await send('bob@example.com', undefined, 'sign-in-code');
    await send('carol@example.com', undefined);
    projectId = `${projectId}-other`;
    await send('bob@example.com', undefined);
  });

  it('allows one client address 20 mails to anyone, then refuses it without refusing other addresses', async () => {
    for (let i = 0; i < 20; i++) await send(`person-${i}@example.com`, '198.51.100.7');
    const refused = await refusal(send('someone-new@example.com', '198.51.100.7'));
    expect(refused.status).toBe(429);
    // 20 an hour: one comes back every three minutes.
    expect(Number(refused.headers['retry-after'])).toBe(180);
    await send('someone-new@example.com', '198.51.100.8');
  });
});
