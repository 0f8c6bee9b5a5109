import type { Hono } from 'hono';
import type { AppEnv } from '../kernel/http/app-env';
import type { Logger } from '../kernel/http/logger';
import { createApp } from '../app';
import { migrateToLatest } from '../migrate';
import { openDatabase, type DatabaseLocation, type DatabaseTimeouts, type DialectName, type OpenOptions } from '../kernel/db/open-database';
import type { ServerDeps } from '../server-deps';
import { settleBackground } from '../kernel/mail/in-background';
import { bootstrap, type ProjectKeys } from '../kernel/projects/bootstrap';
import { PasswordHasher } from '../kernel/passwords/password-hasher';
import { SecretBox } from '../kernel/crypto/secret-box';
import { SigningKeyStore } from '../kernel/auth/signing-keys';
import type { TrustedProxies } from '../kernel/http/trusted-proxies';
import type { OAuthOperatorConfig } from '../features/oauth/operator-config';
import type { SharedSmtp } from '../kernel/mail/shared-smtp';
import { createTestDatabase, type TestDatabase } from './test-databases';

export const TEST_BASE_URL = 'http://localhost:8102';

export type TestProject = { id: string; keys: ProjectKeys };
export type AccessOptions = {
  type: 'client' | 'server' | 'admin';
  project: TestProject;
  accessToken?: string;
  refreshToken?: string;
};

export type TestServer = {
  app: Hono<AppEnv>;
  deps: ServerDeps;
  /** Where its database is (another instance can share it: see `shareDatabaseOf`). */
  location: DatabaseLocation;
  internal: TestProject;
  demo: TestProject;
  /** Errors the server logged (500s); tests assert it stays empty where no failure is expected. */
  loggedErrors: unknown[];
  /** Calls the app in-process. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Calls an `/api/v1` path as `access` would, with a JSON body when `body` is given. */
  api(method: string, path: string, access?: AccessOptions, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

/** Headers of a request made with a project's own key for its access type (and a user's tokens, if any). */
export function accessHeaders(access: AccessOptions): Record<string, string> {
  const keyHeader: [string, string] = {
    client: ['x-stack-publishable-client-key', access.project.keys.publishable_client_key] as [string, string],
    server: ['x-stack-secret-server-key', access.project.keys.secret_server_key] as [string, string],
    admin: ['x-stack-super-secret-admin-key', access.project.keys.super_secret_admin_key] as [string, string],
  }[access.type];
  return {
    'x-stack-access-type': access.type,
    'x-stack-project-id': access.project.id,
    [keyHeader[0]]: keyHeader[1],
    ...(access.accessToken ? { 'x-stack-access-token': access.accessToken } : {}),
    ...(access.refreshToken ? { 'x-stack-refresh-token': access.refreshToken } : {}),
  };
}

export type TestServerOptions = {
  /** A hasher with other limits, e.g. a tiny queue to test what happens when it is full. */
  passwords?: PasswordHasher;
  /** The public files to serve (loader and bundles); default the repository's dist/public. */
  publicDir?: string;
  /** Proxies whose `X-Forwarded-For` is believed, as `LATCH_TRUSTED_PROXIES` sets them. */
  trustedProxies?: TrustedProxies;
  /** Kysely's query log, e.g. to count the queries a request makes. */
  log?: OpenOptions['log'];
  /** Another server instance's database (PostgreSQL): the new instance shares it instead of making its own. */
  shareDatabaseOf?: TestServer;
  /** The operator's OAuth overrides, as `LATCH_OAUTH_*` set them (e.g. `google` at a test-oidc-provider issuer). */
  oauth?: OAuthOperatorConfig;
  /** How this instance reaches its database, e.g. through a proxy the test kills; the database itself when absent. */
  connectTo?: (location: DatabaseLocation) => DatabaseLocation;
  /** Bounds on waits for the database (`LATCH_DB_*_TIMEOUT_MS`); the defaults when absent. */
  databaseTimeouts?: DatabaseTimeouts;
  /** The operator's shared SMTP server, as `LATCH_SMTP_URL` and `LATCH_EMAIL_FROM` set it. */
  sharedSmtp?: SharedSmtp;
};

/**
 * The real server on a fresh database, called in-process: migrations, bootstrap (internal and demo projects
 * with their keys) and the full app, exactly as `npm start` builds them.
 */
export async function createTestServer(dialect: DialectName, options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.shareDatabaseOf;
  // A second instance opens the first one's database as its own process would, and leaves dropping it to the first.
  const database: TestDatabase = shared ? { location: shared.location, drop: async () => undefined } : await createTestDatabase(dialect);
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (message, error) => loggedErrors.push(error ?? message) };
  const opened = openDatabase(options.connectTo?.(database.location) ?? database.location, {
    onError: (message) => logger.error(message),
    ...(options.log ? { log: options.log } : {}),
    ...(options.databaseTimeouts ? { timeouts: options.databaseTimeouts } : {}),
  });
  await migrateToLatest(opened.db);
  const keys = new SigningKeyStore(opened.db);
  const result = shared ?? (await bootstrap({ db: opened.db, keys, baseUrl: TEST_BASE_URL }));
  const passwords = options.passwords ?? new PasswordHasher();
  const secrets = await SecretBox.load(opened.db);
  const deps: ServerDeps = { db: opened.db, dialect: opened.dialect, keys, baseUrl: TEST_BASE_URL, logger, passwords, secrets };
  if (options.publicDir !== undefined) deps.publicDir = options.publicDir;
  if (options.trustedProxies !== undefined) deps.trustedProxies = options.trustedProxies;
  if (options.oauth !== undefined) deps.oauth = options.oauth;
  if (options.sharedSmtp !== undefined) deps.sharedSmtp = options.sharedSmtp;
  const app = createApp(deps);
  deps.selfFetch = async (url, init) => app.request(url, init);
  const request = async (path: string, init?: RequestInit) => app.request(`${TEST_BASE_URL}${path}`, init);
  return {
    app,
    deps,
    location: database.location,
    internal: result.internal,
    demo: result.demo,
    loggedErrors,
    request,
    api: (method, path, access, body, extraHeaders) =>
      request(`/api/v1${path}`, {
        method,
        headers: {
          ...(access ? accessHeaders(access) : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...extraHeaders,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
    close: async () => {
      await settleBackground(deps);
      await opened.close();
      await database.drop();
    },
  };
}
