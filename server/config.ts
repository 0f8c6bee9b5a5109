import path from 'node:path';
import { DEFAULT_PORT } from '../protocol/constants';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './kernel/db/open-database';
import type { ProjectKeys } from './kernel/projects/bootstrap';
import { sharedSmtpFromEnv, type SharedSmtp } from './kernel/mail/shared-smtp';
import { TrustedProxies } from './kernel/http/trusted-proxies';
import { LOG_LEVELS, type LogFormat, type LogLevel } from './kernel/observability/logger';
import { connectionLimitsFromEnv, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './kernel/http/connection-limits';
import { NO_OAUTH_OVERRIDES, oauthOperatorConfigFromEnv, type OAuthOperatorConfig } from './features/oauth/operator-config';
import { unknownVariableProblems } from './config-names';
import { ConfigError, secretKeyProblem } from './config-problems';

/** LATCH_SHUTDOWN_TIMEOUT_MS's default: how long a stopping server lets requests and workers finish (README "Stopping and restarting"). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export type ServerConfig = {
  port: number;
  host: string | undefined;
  /** Public URL, no trailing slash; undefined means `http://localhost:<port>`. */
  baseUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** LATCH_DB_CONNECT_TIMEOUT_MS and LATCH_DB_STATEMENT_TIMEOUT_MS (server/kernel/db/open-database.ts). */
  databaseTimeouts: DatabaseTimeouts;
  internalKeys: ProjectKeys | undefined;
  /** LATCH_SMTP_URL and LATCH_EMAIL_FROM; undefined sends `shared` mail to the development outbox. */
  sharedSmtp: SharedSmtp | undefined;
  /** Reverse proxies whose `X-Forwarded-For` is believed (server/kernel/http/client-address.ts). */
  trustedProxies: TrustedProxies;
  /** LATCH_RATE_LIMIT_SCALE: multiplies every rate-limit allowance (server/kernel/limits/rate-limits.ts); default 1. */
  rateLimitScale: number;
  /**
   * LATCH_ALLOW_PRIVATE_NETWORKS: whether connections made for a tenant (webhooks, a project's own SMTP server) may go
   * to loopback and private addresses; undefined means only when the base URL is a loopback host
   * (server/kernel/net/outbound-network.ts).
   */
  allowPrivateNetworks: boolean | undefined;
  /** LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: the same for webhooks alone (the older name); wins over the general one. */
  webhooksAllowPrivateNetworks: boolean | undefined;
  /** LATCH_DEV_IDENTITY_PROVIDER; undefined means on only with an http or loopback base URL (server/kernel/oauth-addresses/dev-identity-provider-switch.ts). */
  devIdentityProvider: boolean | undefined;
  /** LATCH_HEADERS_TIMEOUT_MS, LATCH_REQUEST_TIMEOUT_MS, LATCH_MAX_CONNECTIONS_PER_ADDRESS (server/kernel/http/connection-limits.ts). */
  connections: ConnectionLimits;
  /** LATCH_SECRET_KEY: base64 of 32 bytes sealing stored secrets (server/kernel/crypto/secret-box.ts); the database's own key when unset. */
  secretKey: string | undefined;
  /** LATCH_OAUTH_<PROVIDER>_ISSUER, LATCH_OAUTH_GITHUB_BASE_URL, LATCH_OAUTH_GITLAB_BASE_URL (server/features/oauth/operator-config.ts). */
  oauth: OAuthOperatorConfig;
  /** LATCH_LOG_FORMAT (json or pretty); undefined: pretty on a terminal outside production (server/kernel/observability/logger.ts). */
  logFormat: LogFormat | undefined;
  /** LATCH_LOG_LEVEL; default info. */
  logLevel: LogLevel;
  /** LATCH_METRICS_TOKEN: `GET /metrics` answers this bearer token; not served when unset (server/kernel/observability/metrics-route.ts). */
  metricsToken: string | undefined;
  /** LATCH_SHUTDOWN_TIMEOUT_MS: how long SIGTERM lets requests in flight and the workers finish before cutting them. */
  shutdownTimeoutMs: number;
};

/**
 * Reads the server's configuration from the environment (README "Configuration"). Every problem is gathered (an
 * unknown `LATCH_*` name, a malformed URL or number, a weak `LATCH_SECRET_KEY`) and thrown together as a ConfigError
 * whose lines name the variable and what is wrong with it.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const problems: string[] = unknownVariableProblems(env);
  const read = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  };
  const port = read(() => {
    const value = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
    if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
    return value;
  }, DEFAULT_PORT);
  const baseUrl = read(() => (env.LATCH_BASE_URL ? normalizeBaseUrl(env.LATCH_BASE_URL) : undefined), undefined);
  const databaseUrl = read(() => databaseUrlFromEnv(env), undefined);
  const rateLimitScale = read(() => {
    const value = env.LATCH_RATE_LIMIT_SCALE ? Number(env.LATCH_RATE_LIMIT_SCALE) : 1;
    if (!Number.isInteger(value) || value < 1 || value > 1000) {
      throw new Error(`LATCH_RATE_LIMIT_SCALE must be a whole number from 1 to 1000, got ${env.LATCH_RATE_LIMIT_SCALE}`);
    }
    return value;
  }, 1);
  const secretKey = env.LATCH_SECRET_KEY || undefined;
  const secretKeyWeakness = secretKey === undefined ? undefined : secretKeyProblem(secretKey);
  if (secretKeyWeakness) problems.push(secretKeyWeakness);
  const config: ServerConfig = {
    port,
    host: env.HOST || undefined,
    baseUrl,
    dataDir: path.resolve(env.LATCH_DATA_DIR || '.latch'),
    databaseUrl,
    databaseTimeouts: {
      connectMs: read(() => millisecondsFromEnv(env, 'LATCH_DB_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs), DEFAULT_DATABASE_TIMEOUTS.connectMs),
      statementMs: read(() => millisecondsFromEnv(env, 'LATCH_DB_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.statementMs), DEFAULT_DATABASE_TIMEOUTS.statementMs),
    },
    internalKeys: read(() => internalKeysFromEnv(env), undefined),
    sharedSmtp: read(() => sharedSmtpFromEnv(env), undefined),
    trustedProxies: read(() => (env.LATCH_TRUSTED_PROXIES ? TrustedProxies.parse(env.LATCH_TRUSTED_PROXIES) : TrustedProxies.none), TrustedProxies.none),
    rateLimitScale,
    allowPrivateNetworks: read(() => booleanFromEnv(env, 'LATCH_ALLOW_PRIVATE_NETWORKS'), undefined),
    webhooksAllowPrivateNetworks: read(() => booleanFromEnv(env, 'LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS'), undefined),
    devIdentityProvider: read(() => booleanFromEnv(env, 'LATCH_DEV_IDENTITY_PROVIDER'), undefined),
    connections: read(() => connectionLimitsFromEnv(env), DEFAULT_CONNECTION_LIMITS),
    secretKey,
    oauth: read(() => oauthOperatorConfigFromEnv(env), NO_OAUTH_OVERRIDES),
    shutdownTimeoutMs: read(() => millisecondsFromEnv(env, 'LATCH_SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS), DEFAULT_SHUTDOWN_TIMEOUT_MS),
    ...read(() => observabilityFromEnv(env), { logFormat: undefined, logLevel: 'info' as LogLevel, metricsToken: undefined }),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** A postgres:// URL that parses, or undefined (SQLite); the messages never repeat it (it holds the password). */
function databaseUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset for the embedded SQLite database');
  }
  if (databaseUrl && !URL.canParse(databaseUrl)) {
    throw new Error('DATABASE_URL is not a well-formed URL (a password with @, /, : or # must be percent-encoded)');
  }
  return databaseUrl;
}

/** LATCH_LOG_FORMAT, LATCH_LOG_LEVEL and LATCH_METRICS_TOKEN (README "Metrics, logs and traces"). */
function observabilityFromEnv(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'logFormat' | 'logLevel' | 'metricsToken'> {
  const format = env.LATCH_LOG_FORMAT || undefined;
  if (format !== undefined && format !== 'json' && format !== 'pretty') throw new Error(`LATCH_LOG_FORMAT must be json or pretty, got ${format}`);
  const level = env.LATCH_LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LATCH_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${level}`);
  const metricsToken = env.LATCH_METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) throw new Error('LATCH_METRICS_TOKEN must be at least 16 characters (a long random token)');
  return { logFormat: format, logLevel: level as LogLevel, metricsToken };
}

/** A whole number of milliseconds from 1 to 10 minutes; unset or empty is the default. */
function millisecondsFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1 || ms > 600_000) throw new Error(`${name} must be a whole number of milliseconds from 1 to 600000, got ${value}`);
  return ms;
}

/** `true` or `false`; unset or empty is undefined (the default applies); anything else is refused by name. */
function booleanFromEnv(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, got ${value}`);
}

function normalizeBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`LATCH_BASE_URL must be an absolute URL such as https://auth.example.com, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('LATCH_BASE_URL must be http or https');
  return url.href.replace(/\/+$/, '');
}

function internalKeysFromEnv(env: NodeJS.ProcessEnv): ProjectKeys | undefined {
  const keys = {
    publishable_client_key: env.LATCH_INTERNAL_PUBLISHABLE_CLIENT_KEY || undefined,
    secret_server_key: env.LATCH_INTERNAL_SECRET_SERVER_KEY || undefined,
    super_secret_admin_key: env.LATCH_INTERNAL_SUPER_SECRET_ADMIN_KEY || undefined,
  };
  const set = Object.values(keys).filter((v) => v !== undefined).length;
  if (set === 0) return undefined;
  if (set !== 3) {
    throw new Error('Set all three of LATCH_INTERNAL_PUBLISHABLE_CLIENT_KEY, LATCH_INTERNAL_SECRET_SERVER_KEY and LATCH_INTERNAL_SUPER_SECRET_ADMIN_KEY, or none');
  }
  return keys as ProjectKeys;
}
