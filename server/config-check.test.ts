import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';
import { SERVER_VARIABLES, unknownVariableProblems } from './config-names';
import { ConfigError, secretKeyProblem } from './config-problems';

describe('configuration checked at start', () => {
  it('names an unknown LATCH_ variable with the nearest known one', () => {
    expect(unknownVariableProblems({ LATCH_DATABSE_URL: 'postgres://x', LATCH_SMTP_ULR: 'smtp://x', LATCH_TOTALLY_UNRELATED_THING: '1', PATH: '/bin' })).toEqual([
      'LATCH_DATABSE_URL is not a Latch variable; did you mean DATABASE_URL (without LATCH_)?',
      'LATCH_SMTP_ULR is not a Latch variable; did you mean LATCH_SMTP_URL?',
      'LATCH_TOTALLY_UNRELATED_THING is not a Latch variable (see README "Configuration" for the list)',
    ]);
    expect(unknownVariableProblems({ LATCH_OAUTH_GOOGLE_ISSUER: 'https://idp.example.com', LATCH_NO_BROWSER: '1', LATCH_SHUTDOWN_TIMEOUT_MS: '5000' })).toEqual([]);
  });

  it('gathers every problem into one error instead of stopping at the first', () => {
    let thrown: unknown;
    try {
      configFromEnv({
        LATCH_DATA_DIRR: '/srv',
        PORT: 'eighty',
        LATCH_BASE_URL: 'auth.example.com',
        LATCH_SHUTDOWN_TIMEOUT_MS: '10s',
        DATABASE_URL: 'postgres://u:secret@db:port/latch',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toEqual([
      'LATCH_DATA_DIRR is not a Latch variable; did you mean LATCH_DATA_DIR?',
      'PORT must be a port number, got eighty',
      'LATCH_BASE_URL must be an absolute URL such as https://auth.example.com, got auth.example.com',
      'DATABASE_URL is not a well-formed URL (a password with @, /, : or # must be percent-encoded)',
      'LATCH_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, got 10s',
    ]);
    // The database password is never repeated.
    expect((thrown as ConfigError).message).not.toContain('secret');
  });

  it('takes LATCH_SHUTDOWN_TIMEOUT_MS, 10 s by default', () => {
    expect(configFromEnv({}).shutdownTimeoutMs).toBe(10_000);
    expect(configFromEnv({ LATCH_SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2_500);
  });

  it('refuses a weak LATCH_SECRET_KEY and takes 32 random bytes', () => {
    const base64 = (bytes: Buffer) => bytes.toString('base64');
    expect(secretKeyProblem(base64(randomBytes(32)))).toBeUndefined();
    expect(secretKeyProblem(randomBytes(32).toString('base64url'))).toBeUndefined();
    expect(configFromEnv({ LATCH_SECRET_KEY: base64(randomBytes(32)) }).secretKey).toBeDefined();
    expect(secretKeyProblem('hunter2')).toBe('LATCH_SECRET_KEY must be 32 bytes in base64, got 5 bytes; make one with `openssl rand -base64 32`');
    expect(secretKeyProblem('not base64 at all!')).toMatch(/^LATCH_SECRET_KEY must be base64/);
    expect(secretKeyProblem(base64(Buffer.alloc(32)))).toMatch(/^LATCH_SECRET_KEY is weak: its bytes repeat/);
    expect(secretKeyProblem(base64(Buffer.from('abcd'.repeat(8))))).toMatch(/^LATCH_SECRET_KEY is weak: its bytes repeat/);
    expect(secretKeyProblem(base64(Buffer.from('The quick brown fox jumps over!!')))).toMatch(/^LATCH_SECRET_KEY is weak: it is text/);
    expect(() => configFromEnv({ LATCH_SECRET_KEY: base64(Buffer.alloc(32)) })).toThrow('LATCH_SECRET_KEY is weak');
  });

  it('knows exactly the LATCH_ variables the README documents', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Operating Latch'));
    const documented = new Set<string>();
    for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
      const names = row.split('|')[1] ?? '';
      for (const [, name] of names.matchAll(/`(LATCH_[A-Z0-9_<>]+)`/g)) {
        const expanded = name === 'LATCH_OAUTH_<PROVIDER>_ISSUER' ? SERVER_VARIABLES.filter((v) => /^LATCH_OAUTH_[A-Z]+_ISSUER$/.test(v)) : [name ?? ''];
        for (const one of expanded) documented.add(one);
      }
    }
    expect([...documented].sort()).toEqual([...SERVER_VARIABLES].sort());
  });
});
