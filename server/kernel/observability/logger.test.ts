import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const line = {
  request_id: 'req-1',
  method: 'POST',
  route: '/api/v1/auth/password/sign-in',
  path: '/api/v1/auth/password/sign-in',
  status: 400,
  duration_ms: 12.5,
  client: '203.0.113.9',
  project_id: 'p1',
};

/** The operator's log as written (README "Metrics, logs and traces"): JSON lines, or pretty lines for people. */
describe('the server log', () => {
  it('writes JSON lines with ISO times and level names, and redacts fields named like secrets', async () => {
    const out: string[] = [];
    const logger = await createLogger({ format: 'json', destination: { write: (text) => out.push(text) } });
    logger.request?.(line);
    logger.error('SMTP refused', Object.assign(new Error('535 authentication failed'), { password: 'hunter2-smtp', config: { token: 'tok-123' } }));
    const [request, error] = out.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(request).toMatchObject({ level: 'info', msg: 'request', service: 'latch', ...line });
    expect(String(request?.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(error).toMatchObject({ level: 'error', msg: 'SMTP refused', err: { message: '535 authentication failed', password: '[redacted]' } });
    expect(out.join('')).not.toMatch(/hunter2-smtp/);
  });

  it('writes a request as one readable line in the pretty format, and honours the level', async () => {
    const out: string[] = [];
    const logger = await createLogger({ format: 'pretty', level: 'warn', destination: { write: (text) => out.push(text) } });
    logger.request?.(line);
    logger.info('not at warn');
    logger.error('Webhooks: could not fan out events');
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('ERROR: Webhooks: could not fan out events');
    const verbose: string[] = [];
    const info = await createLogger({ format: 'pretty', destination: { write: (text) => verbose.push(text) } });
    info.request?.(line);
    expect(verbose).toHaveLength(1);
    expect(verbose[0]).toMatch(/INFO: request POST \/api\/v1\/auth\/password\/sign-in 400 12\.5 ms \(id req-1\)\n$/);
  });
});
