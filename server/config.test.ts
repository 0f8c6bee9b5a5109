import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';
import { TrustedProxies } from './kernel/http/trusted-proxies';

const KEYS = {
  LATCH_INTERNAL_PUBLISHABLE_CLIENT_KEY: 'pck-fixed-for-tests',
  LATCH_INTERNAL_SECRET_SERVER_KEY: 'ssk-fixed-for-tests',
  LATCH_INTERNAL_SUPER_SECRET_ADMIN_KEY: 'sak-fixed-for-tests',
};

describe('configFromEnv', () => {
  it('defaults to port 8102, the .latch data directory, SQLite, the local URL and generated keys', () => {
    expect(configFromEnv({})).toEqual({
      port: 8102,
      host: undefined,
      baseUrl: undefined,
      dataDir: path.resolve('.latch'),
      databaseUrl: undefined,
      databaseTimeouts: { connectMs: 3_000, statementMs: 5_000 },
      internalKeys: undefined,
      trustedProxies: TrustedProxies.none,
      rateLimitScale: 1,
      webhooksAllowPrivateNetworks: undefined,
      oauth: { issuers: {}, githubBaseUrl: null, gitlabBaseUrl: null },
      connections: { headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, maxConnectionsPerAddress: 100 },
      logFormat: undefined,
      logLevel: 'info',
      metricsToken: undefined,
      shutdownTimeoutMs: 10_000,
    });
    // Empty values count as unset, as a shell's `PORT=` would mean.
    expect(configFromEnv({ PORT: '', LATCH_BASE_URL: '', DATABASE_URL: '', LATCH_DATA_DIR: '' })).toMatchObject({
      port: 8102,
      baseUrl: undefined,
      databaseUrl: undefined,
      dataDir: path.resolve('.latch'),
    });
  });

  it('takes PORT, HOST and LATCH_DATA_DIR from the environment', () => {
    expect(configFromEnv({ PORT: '3000', HOST: '0.0.0.0', LATCH_DATA_DIR: '/var/lib/latch' })).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/var/lib/latch',
    });
    expect(configFromEnv({ PORT: '0' }).port).toBe(0);
    expect(configFromEnv({ LATCH_DATA_DIR: 'data/here' }).dataDir).toBe(path.resolve('data/here'));
  });

  it.each(['abc', '80.5', '-1', '65536', '99999'])('refuses PORT=%s with a message naming it', (port) => {
    expect(() => configFromEnv({ PORT: port })).toThrow(`PORT must be a port number, got ${port}`);
  });

  it('normalizes LATCH_BASE_URL and refuses one that is not an absolute http(s) URL', () => {
    expect(configFromEnv({ LATCH_BASE_URL: 'https://auth.example.com/' }).baseUrl).toBe('https://auth.example.com');
    expect(configFromEnv({ LATCH_BASE_URL: 'https://example.com/auth/' }).baseUrl).toBe('https://example.com/auth');
    expect(configFromEnv({ LATCH_BASE_URL: 'http://localhost:9000' }).baseUrl).toBe('http://localhost:9000');
    expect(() => configFromEnv({ LATCH_BASE_URL: 'auth.example.com' })).toThrow('LATCH_BASE_URL must be an absolute URL such as https://auth.example.com, got auth.example.com');
    expect(() => configFromEnv({ LATCH_BASE_URL: 'ftp://auth.example.com' })).toThrow('LATCH_BASE_URL must be http or https');
  });

  it('takes the database bounds from LATCH_DB_CONNECT_TIMEOUT_MS and LATCH_DB_STATEMENT_TIMEOUT_MS, and refuses nonsense', () => {
    expect(configFromEnv({ LATCH_DB_CONNECT_TIMEOUT_MS: '1500', LATCH_DB_STATEMENT_TIMEOUT_MS: '20000' }).databaseTimeouts).toEqual({
      connectMs: 1_500,
      statementMs: 20_000,
    });
    for (const value of ['0', '-5', '2.5', 'soon', '600001']) {
      expect(() => configFromEnv({ LATCH_DB_STATEMENT_TIMEOUT_MS: value })).toThrow(
        `LATCH_DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, got ${value}`,
      );
    }
  });

  it('takes the slow-client timeouts and the connection cap, and refuses values that make no sense', () => {
    expect(configFromEnv({ LATCH_HEADERS_TIMEOUT_MS: '5000', LATCH_REQUEST_TIMEOUT_MS: '20000', LATCH_MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 20_000,
      maxConnectionsPerAddress: 0,
    });
    // A longer header timeout alone lengthens the request's default with it: the request includes its headers.
    expect(configFromEnv({ LATCH_HEADERS_TIMEOUT_MS: '60000' }).connections.requestTimeoutMs).toBe(60_000);
    expect(() => configFromEnv({ LATCH_HEADERS_TIMEOUT_MS: '10' })).toThrow('LATCH_HEADERS_TIMEOUT_MS must be a whole number from 1000 to 600000, got 10');
    expect(() => configFromEnv({ LATCH_REQUEST_TIMEOUT_MS: '2.5s' })).toThrow('LATCH_REQUEST_TIMEOUT_MS must be a whole number');
    expect(() => configFromEnv({ LATCH_MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow('LATCH_MAX_CONNECTIONS_PER_ADDRESS must be a whole number');
    expect(() => configFromEnv({ LATCH_HEADERS_TIMEOUT_MS: '20000', LATCH_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'LATCH_REQUEST_TIMEOUT_MS must be at least LATCH_HEADERS_TIMEOUT_MS',
    );
  });

  it('takes LATCH_DEV_IDENTITY_PROVIDER as true or false; unset leaves the default to the base URL', () => {
    expect(configFromEnv({}).devIdentityProvider).toBeUndefined();
    expect(configFromEnv({ LATCH_DEV_IDENTITY_PROVIDER: 'false' }).devIdentityProvider).toBe(false);
    expect(configFromEnv({ LATCH_DEV_IDENTITY_PROVIDER: 'true', LATCH_BASE_URL: 'https://auth.example.com' }).devIdentityProvider).toBe(true);
    expect(() => configFromEnv({ LATCH_DEV_IDENTITY_PROVIDER: 'off' })).toThrow('LATCH_DEV_IDENTITY_PROVIDER must be true or false, got off');
  });

  it('accepts postgres:// and postgresql:// DATABASE_URLs and refuses anything else', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://u:p@db:5432/latch' }).databaseUrl).toBe('postgres://u:p@db:5432/latch');
    expect(configFromEnv({ DATABASE_URL: 'postgresql://db/latch' }).databaseUrl).toBe('postgresql://db/latch');
    for (const url of ['mysql://db/latch', 'sqlite:.latch/db', '/var/lib/latch.sqlite']) {
      expect(() => configFromEnv({ DATABASE_URL: url })).toThrow('DATABASE_URL must be a postgres:// URL; leave it unset for the embedded SQLite database');
    }
  });

  it('takes the internal project keys all together or not at all', () => {
    expect(configFromEnv(KEYS).internalKeys).toEqual({
      publishable_client_key: 'pck-fixed-for-tests',
      secret_server_key: 'ssk-fixed-for-tests',
      super_secret_admin_key: 'sak-fixed-for-tests',
    });
    const names = Object.keys(KEYS) as (keyof typeof KEYS)[];
    for (const missing of names) {
      const partial: NodeJS.ProcessEnv = { ...KEYS, [missing]: undefined };
      expect(() => configFromEnv(partial)).toThrow(
        'Set all three of LATCH_INTERNAL_PUBLISHABLE_CLIENT_KEY, LATCH_INTERNAL_SECRET_SERVER_KEY and LATCH_INTERNAL_SUPER_SECRET_ADMIN_KEY, or none',
      );
    }
    for (const only of names) {
      expect(() => configFromEnv({ [only]: KEYS[only] })).toThrow(/Set all three/);
    }
  });

  it('reads LATCH_TRUSTED_PROXIES as addresses and CIDR ranges, and refuses anything else by name', () => {
    const proxies = configFromEnv({ LATCH_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustedProxies;
    expect(['10.200.3.4', '192.168.1.7', 'fd00::1'].map((a) => proxies.trusts(a))).toEqual([true, true, true]);
    expect(['11.0.0.1', '192.168.1.8', '::1'].map((a) => proxies.trusts(a))).toEqual([false, false, false]);
    expect(configFromEnv({ LATCH_TRUSTED_PROXIES: '' }).trustedProxies).toBe(TrustedProxies.none);
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => configFromEnv({ LATCH_TRUSTED_PROXIES: bad })).toThrow(`LATCH_TRUSTED_PROXIES: ${bad}`);
    }
  });

  it('reads LATCH_RATE_LIMIT_SCALE as a whole number from 1 to 1000 and refuses anything else by name', () => {
    expect(configFromEnv({ LATCH_RATE_LIMIT_SCALE: '10' }).rateLimitScale).toBe(10);
    expect(configFromEnv({ LATCH_RATE_LIMIT_SCALE: '' }).rateLimitScale).toBe(1);
    for (const bad of ['0', '2.5', 'many', '1001', '-3']) {
      expect(() => configFromEnv({ LATCH_RATE_LIMIT_SCALE: bad })).toThrow(`LATCH_RATE_LIMIT_SCALE must be a whole number from 1 to 1000, got ${bad}`);
    }
  });

  it.each([
    ['LATCH_ALLOW_PRIVATE_NETWORKS', 'allowPrivateNetworks'],
    ['LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS', 'webhooksAllowPrivateNetworks'],
  ] as const)('reads %s as true or false, unset leaving the default, and refuses anything else', (name, key) => {
    expect(configFromEnv({ [name]: 'true' })[key]).toBe(true);
    expect(configFromEnv({ [name]: 'false' })[key]).toBe(false);
    expect(configFromEnv({ [name]: '' })[key]).toBeUndefined();
    expect(configFromEnv({})[key]).toBeUndefined();
    for (const bad of ['1', 'yes', 'TRUE', 'False', ' true']) {
      expect(() => configFromEnv({ [name]: bad })).toThrow(`${name} must be true or false, got ${bad}`);
    }
  });

  it('reads LATCH_LOG_FORMAT, LATCH_LOG_LEVEL and LATCH_METRICS_TOKEN, and refuses nonsense by name', () => {
    expect(configFromEnv({ LATCH_LOG_FORMAT: 'pretty', LATCH_LOG_LEVEL: 'warn', LATCH_METRICS_TOKEN: 'a-long-random-metrics-token' })).toMatchObject({
      logFormat: 'pretty',
      logLevel: 'warn',
      metricsToken: 'a-long-random-metrics-token',
    });
    expect(() => configFromEnv({ LATCH_LOG_FORMAT: 'xml' })).toThrow('LATCH_LOG_FORMAT must be json or pretty, got xml');
    expect(() => configFromEnv({ LATCH_LOG_LEVEL: 'loud' })).toThrow('LATCH_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got loud');
    expect(() => configFromEnv({ LATCH_METRICS_TOKEN: 'short' })).toThrow('LATCH_METRICS_TOKEN must be at least 16 characters');
  });
});
