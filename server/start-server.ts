import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { migrateToLatest } from './migrate';
import { openDatabase, withUnboundedStatements, type DatabaseLocation, type DatabaseTimeouts } from './kernel/db/open-database';
import { consoleLogger, type Logger } from './kernel/http/logger';
import type { ServerDeps } from './server-deps';
import { bootstrap, type BootstrapInput, type BootstrapResult } from './kernel/projects/bootstrap';
import { PasswordHasher } from './kernel/passwords/password-hasher';
import { SigningKeyStore } from './kernel/auth/signing-keys';
import { SecretBox } from './kernel/crypto/secret-box';
import type { SharedSmtp } from './kernel/mail/shared-smtp';
import { TrustedProxies } from './kernel/http/trusted-proxies';
import { capConnectionsPerAddress, DEFAULT_CONNECTION_LIMITS, timeoutServerOptions, type ConnectionLimits } from './kernel/http/connection-limits';
import { startWebhookWorker, type WebhookWorkerOptions } from './features/webhooks/webhook-worker';
import type { HostResolver } from './kernel/net/outbound-network';
import type { OAuthOperatorConfig } from './features/oauth/operator-config';
import { devIdentityProviderDefault } from './kernel/oauth-addresses/dev-identity-provider-switch';
import { observability } from './observability';
import { drainable } from './kernel/shutdown/drain-http';
import { settleWithin } from './kernel/shutdown/settle-within';
import { drainBackground } from './kernel/mail/in-background';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './config';

export type StartOptions = {
  database: DatabaseLocation;
  /** `LATCH_DB_CONNECT_TIMEOUT_MS`, `LATCH_DB_STATEMENT_TIMEOUT_MS`; the defaults of open-database.ts when absent. */
  databaseTimeouts?: DatabaseTimeouts | undefined;
  /** 0 picks a free port. */
  port: number;
  host?: string | undefined;
  baseUrl?: string | undefined;
  internalKeys?: BootstrapInput['internalKeys'];
  rememberedKeys?: BootstrapInput['rememberedKeys'];
  logger?: Logger;
  /** The operator's SMTP server for projects with `shared` e-mail; none means the development outbox. */
  sharedSmtp?: SharedSmtp | undefined;
  /** Where the loader and element bundles are; default dist/public next to the server bundle. */
  publicDir?: string | undefined;
  /** Proxies whose `X-Forwarded-For` is believed; none when absent. */
  trustedProxies?: TrustedProxies | undefined;
  /** Multiplies every rate-limit allowance; 1 when absent. */
  rateLimitScale?: number | undefined;
  /** `LATCH_ALLOW_PRIVATE_NETWORKS` (webhooks and SMTP); when absent, allowed only with a loopback `baseUrl`. */
  allowPrivateNetworks?: boolean | undefined;
  /** `LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS` (webhooks only); when absent, `allowPrivateNetworks` decides. */
  webhooksAllowPrivateNetworks?: boolean | undefined;
  /** How webhook receivers' and SMTP servers' host names are resolved; the system's resolver when absent (tests). */
  resolver?: HostResolver | undefined;
  /** The webhook delivery worker's poll interval and clock (tests); `false` runs no worker on this instance. */
  webhooks?: WebhookWorkerOptions | false;
  /** `LATCH_SECRET_KEY`: the key sealing stored secrets; the database keeps one of its own when absent. */
  secretKey?: string | undefined;
  /** The operator's OAuth overrides (`LATCH_OAUTH_*`); none when absent. */
  oauth?: OAuthOperatorConfig | undefined;
  /** `LATCH_DEV_IDENTITY_PROVIDER`; when absent, on only with an http or loopback `baseUrl`. */
  devIdentityProvider?: boolean | undefined;
  /** Slow clients and connections per address (`LATCH_HEADERS_TIMEOUT_MS` …); each absent one has its default. */
  connections?: Partial<ConnectionLimits> | undefined;
  /** `LATCH_METRICS_TOKEN`: counts metrics and serves `GET /metrics` to this bearer token; neither when absent. */
  metricsToken?: string | undefined;
  /** Whether to send OpenTelemetry traces; when absent, whether `OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT` is set. */
  tracing?: boolean | undefined;
};

export type RunningServer = {
  url: string;
  port: number;
  deps: ServerDeps;
  bootstrap: BootstrapResult;
  /**
   * Drains and stops (README "Stopping and restarting"): readiness answers 503, no new connections, requests in
   * flight answered, then the webhook worker's and mail's current work, then the database; all within `timeoutMs`
   * (default LATCH_SHUTDOWN_TIMEOUT_MS's), after which what is left is cut.
   */
  close(timeoutMs?: number): Promise<ShutdownReport>;
};

/** What a shutdown could not finish within its bound: requests cut, worker or mail work given up. */
type ShutdownReport = { cutRequests: number; webhooksFinished: boolean; mailFinished: boolean };

/**
 * Opens the database, migrates it, bootstraps the built-in projects and serves the app over HTTP.
 * Used by `main.ts`, the end-to-end tests and the benchmarks, so they all run the server as users do.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger;
  const observed = await observability(options.database, options.metricsToken, options.tracing);
  const opened = openDatabase(options.database, {
    onError: (message) => logger.error(message),
    ...(options.databaseTimeouts ? { timeouts: options.databaseTimeouts } : {}),
    ...observed.openOptions,
  });
  observed.attach(opened, logger);
  // The adapter's bindings (the Node request) are passed on: they carry the client address (see client-address.ts).
  let fetchHandler: ((request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>) | undefined;
  const limits: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connections };
  const server = createAdaptorServer({
    fetch: (request: Request, bindings: HttpBindings | Http2Bindings) => fetchHandler?.(request, bindings) ?? new Response('Starting up', { status: 503 }),
    serverOptions: timeoutServerOptions(limits),
  });
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, options.trustedProxies ?? TrustedProxies.none);
  // An HTTP/1 server: createAdaptorServer makes an HTTP/2 one only when asked to.
  const drain = drainable(server as HttpServer);
  try {
    await withUnboundedStatements(options.database, opened, migrateToLatest);
    const port = await listen(server, options.port, options.host);
    const baseUrl = options.baseUrl ?? `http://localhost:${port}`;
    const keys = new SigningKeyStore(opened.db);
    const result = await bootstrap({
      db: opened.db,
      keys,
      baseUrl,
      internalKeys: options.internalKeys,
      rememberedKeys: options.rememberedKeys,
      devIdentityProvider: options.devIdentityProvider,
    });
    const secrets = await SecretBox.load(opened.db, options.secretKey);
    const deps: ServerDeps = { db: opened.db, dialect: opened.dialect, keys, baseUrl, logger, passwords: new PasswordHasher(), secrets };
    if (options.publicDir !== undefined) deps.publicDir = options.publicDir;
    if (options.sharedSmtp !== undefined) deps.sharedSmtp = options.sharedSmtp;
    if (options.trustedProxies !== undefined) deps.trustedProxies = options.trustedProxies;
    if (options.rateLimitScale !== undefined) deps.rateLimitScale = options.rateLimitScale;
    if (options.webhooksAllowPrivateNetworks !== undefined) deps.webhooksAllowPrivateNetworks = options.webhooksAllowPrivateNetworks;
    if (options.allowPrivateNetworks !== undefined) deps.allowPrivateNetworks = options.allowPrivateNetworks;
    if (options.resolver !== undefined) deps.resolver = options.resolver;
    if (options.oauth !== undefined) deps.oauth = options.oauth;
    observed.addTo(deps);
    deps.devIdentityProvider = options.devIdentityProvider ?? devIdentityProviderDefault(baseUrl);
    deps.isDraining = () => drain.draining;
    const app = createApp(deps);
    deps.selfFetch = async (url, init) => app.fetch(new Request(url, init));
    fetchHandler = (request, bindings) => app.fetch(request, bindings);
    const webhooks = options.webhooks === false ? null : startWebhookWorker(deps, options.webhooks ?? {});
    return {
      url: baseUrl,
      port,
      deps,
      bootstrap: result,
      close: async (timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS) => {
        const deadline = Date.now() + timeoutMs;
        const left = () => Math.max(0, deadline - Date.now());
        const { cut } = await drain.start(timeoutMs);
        // Sends in flight finish and record their outcome before the database closes.
        const webhooksFinished = webhooks ? await webhooks.drain(left()) : true;
        // Mail sent after an answer (a reset link) still goes out before the database closes.
        const mailFinished = await drainBackground(deps, left());
        // The invalidation listener and the pool; a statement still running is bounded by its own timeout.
        await settleWithin(opened.close(), Math.max(left(), 1_000));
        await observed.shutdown();
        return { cutRequests: cut, webhooksFinished, mailFinished };
      },
    };
  } catch (error) {
    server.close();
    await opened.close();
    await observed.shutdown();
    throw error;
  }
}

function listen(server: ReturnType<typeof createAdaptorServer>, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
