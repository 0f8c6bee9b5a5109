import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { configFromEnv, type ServerConfig } from './config';
import { ConfigError, EXIT_CONFIG } from './config-problems';
import { readRememberedKeys, rememberKeys } from './remembered-keys';
import type { ProjectKeys } from './kernel/projects/bootstrap';
import { startServer } from './start-server';
import { devIdentityProviderOn } from './kernel/oauth-addresses/dev-identity-provider-switch';
import { createLogger } from './kernel/observability/logger';

/** A signal this soon after the first is the same stop delivered twice (to the process group and passed on). */
const SAME_SIGNAL_MS = 500;

/** `npm start`: serves the whole product and prints where to go and which keys to use. */
async function main(): Promise<void> {
  const config = configOrExit();
  await mkdir(config.dataDir, { recursive: true });
  const sqliteFile = path.join(config.dataDir, 'latch.sqlite');
  const running = await startServer({
    database: config.databaseUrl ? { url: config.databaseUrl } : { sqliteFile },
    databaseTimeouts: config.databaseTimeouts,
    port: config.port,
    host: config.host,
    baseUrl: config.baseUrl,
    internalKeys: config.internalKeys,
    sharedSmtp: config.sharedSmtp,
    trustedProxies: config.trustedProxies,
    rateLimitScale: config.rateLimitScale,
    secretKey: config.secretKey,
    oauth: config.oauth,
    allowPrivateNetworks: config.allowPrivateNetworks,
    webhooksAllowPrivateNetworks: config.webhooksAllowPrivateNetworks,
    devIdentityProvider: config.devIdentityProvider,
    connections: config.connections,
    rememberedKeys: await readRememberedKeys(config.dataDir),
    logger: await createLogger({ format: config.logFormat, level: config.logLevel }),
    metricsToken: config.metricsToken,
  });
  if (running.bootstrap.generated) await rememberKeys(config.dataDir, running.bootstrap, config.internalKeys !== undefined);

  const { internal, demo } = running.bootstrap;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite at ${path.relative(process.cwd(), sqliteFile)}`;
  console.log(
    [
      '',
      `Latch is running at ${running.url}`,
      `  Database:   ${database}`,
      `  Dashboard:  ${running.url}/  (sign up there, then create and manage your projects)`,
      `  Demo page:  ${running.url}/demo`,
      // Printed only when it runs (LATCH_DEV_IDENTITY_PROVIDER; off by default on an https server).
      ...(devIdentityProviderOn(running.deps)
        ? [`  Development identity provider:  ${running.url}/dev-identity-provider  (stands in for Google, GitHub … in projects with shared OAuth keys; development only)`]
        : []),
      '',
      ...projectBlock('Internal project (the dashboard signs its owners into it)', internal.id, internal.keys),
      '',
      ...projectBlock('Demo project', demo.id, demo.keys),
      '',
      'Command-line login (confirm in the browser; the session is kept in your config folder):',
      `  node bin/latch.mjs login --url ${running.url} --project ${demo.id} --publishable-client-key ${demo.keys.publishable_client_key}`,
      '',
    ].join('\n'),
  );

  // SIGTERM (orchestrators) and SIGINT (Ctrl-C) drain, then exit (README "Stopping and restarting"); a second one
  // exits at once. One that comes within SAME_SIGNAL_MS of the first is the same stop reaching us twice (Ctrl-C on
  // `npm start` signals npm and this process, and npm passes it on), not a second request.
  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < SAME_SIGNAL_MS) return;
      console.error(`${signal} again: exiting now, without waiting for the drain`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`${signal}: draining (at most ${config.shutdownTimeoutMs} ms), then stopping`);
    running.close(config.shutdownTimeoutMs).then(
      (report) => {
        const cut = [
          ...(report.cutRequests > 0 ? [`${report.cutRequests} requests cut`] : []),
          ...(report.webhooksFinished ? [] : ['webhook sends left pending (retried by another instance or on restart)']),
          ...(report.mailFinished ? [] : ['mail still being sent was given up']),
        ];
        if (cut.length > 0) console.error(`Stopped after LATCH_SHUTDOWN_TIMEOUT_MS: ${cut.join('; ')}`);
        else console.log('Stopped cleanly');
        process.exit(cut.length > 0 ? 1 : 0);
      },
      (error: unknown) => {
        console.error('Error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The configuration, or every problem in it printed at once and exit code 78 (README "Configuration errors"). */
function configOrExit(): ServerConfig {
  try {
    return configFromEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(
      [
        `Latch cannot start: ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`} in its configuration (README "Configuration"):`,
        ...error.problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
    process.exit(EXIT_CONFIG);
  }
}

function projectBlock(title: string, id: string, keys: ProjectKeys): string[] {
  return [
    title,
    `  Project ID:              ${id}`,
    `  Publishable client key:  ${keys.publishable_client_key}`,
    `  Secret server key:       ${keys.secret_server_key}`,
    `  Super secret admin key:  ${keys.super_secret_admin_key}`,
  ];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Latch could not start: ${error.message}` : error);
  process.exit(1);
});
