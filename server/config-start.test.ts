import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_CONFIG } from './config-problems';
import { spawnServer, type ServerProcess } from './test-support/server-process';

/** The server entry started as operators start it, with a broken environment: one message, exit code 78. */
describe('a start refused for its configuration', () => {
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('prints every problem at once, naming each variable, and exits 78 without a stack trace', async () => {
    const server = await spawnServer({
      PORT: '0',
      LATCH_DATABSE_URL: 'postgres://latch@db/latch',
      LATCH_BASE_URL: 'auth.example.com',
      LATCH_RATE_LIMIT_SCALE: 'lots',
      LATCH_SECRET_KEY: Buffer.alloc(32).toString('base64'),
      LATCH_SMTP_URL: 'http://mail.example.com',
      LATCH_EMAIL_FROM: 'no-reply@example.com',
      DATABASE_URL: 'postgres://latch:hunter2@db:five/latch',
    });
    started.push(server);
    expect(await server.exited).toBe(EXIT_CONFIG);
    const output = server.output();
    expect(output).toContain('Latch cannot start: 6 problems in its configuration (README "Configuration"):');
    for (const line of [
      '  - LATCH_DATABSE_URL is not a Latch variable; did you mean DATABASE_URL (without LATCH_)?',
      '  - LATCH_BASE_URL must be an absolute URL such as https://auth.example.com, got auth.example.com',
      '  - DATABASE_URL is not a well-formed URL',
      '  - LATCH_RATE_LIMIT_SCALE must be a whole number from 1 to 1000, got lots',
      '  - LATCH_SECRET_KEY is weak: its bytes repeat like a pattern, not random ones; make one with `openssl rand -base64 32`',
      '  - LATCH_SMTP_URL must be an smtp:// or smtps:// URL',
    ]) {
      expect(output).toContain(line);
    }
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('hunter2');
    expect(output).not.toContain('Latch is running');
  }, 60_000);

  it('says which number is bad, alone', async () => {
    const server = await spawnServer({ PORT: '0', LATCH_SHUTDOWN_TIMEOUT_MS: '-5' });
    started.push(server);
    expect(await server.exited).toBe(EXIT_CONFIG);
    expect(server.output().trim()).toBe(
      'Latch cannot start: a problem in its configuration (README "Configuration"):\n  - LATCH_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, got -5',
    );
  }, 60_000);
});
