import type { FullConfig } from '@playwright/test';
import { assertBuilt } from './dist-check';
import { startHostServer } from './host-server';
import { startLatchServer, type LatchServer } from './latch-server';
import { startMailSink } from './mail-sink';
import { bundleOfficialClient } from './official-client-bundle';
import { startOidcProvider } from './oidc-provider';
import { createFreshDatabase } from './postgres-database';
import { TARGETS_ENV, type DatabaseKind, type Target } from './targets';

/**
 * Starts, once per run, the built server on each database (SQLite always; PostgreSQL on a fresh database when
 * DATABASE_URL is set), an OpenID provider standing in for Google and two host sites per server, and tells the
 * workers where they are. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertBuilt();
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => errors.push(error));
    if (errors.length > 0) throw new AggregateError(errors, 'e2e teardown failed');
  };
  try {
    const targets: Partial<Record<DatabaseKind, Target>> = {};
    const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
    const officialClient = await bundleOfficialClient();
    await Promise.all(
      databases.map(async (database) => {
        let databaseUrl: string | undefined;
        if (database === 'postgres') {
          const fresh = await createFreshDatabase(process.env.DATABASE_URL ?? '');
          cleanups.push(fresh.drop);
          databaseUrl = fresh.url;
        }
        // Google's stand-in first: the server reads its issuer from the environment at start.
        const google = await startOidcProvider();
        cleanups.push(google.stop);
        const latch = await startLatchServer({
          name: database,
          ...(databaseUrl ? { databaseUrl } : {}),
          env: { LATCH_OAUTH_GOOGLE_ISSUER: google.issuer },
        });
        cleanups.push(latch.stop);
        const googleClient = await google.register(latch.url);
        const sink = await startMailSink(SMTP_LOGIN);
        cleanups.push(sink.stop);
        await sendMailThrough(latch, sink.smtpPort);
        const plain = await startHostServer(latch, { csp: false, officialClient });
        cleanups.push(plain.stop);
        const strict = await startHostServer(latch, { csp: true });
        cleanups.push(strict.stop);
        targets[database] = {
          database,
          latchUrl: latch.url,
          projectId: latch.projectId,
          publishableClientKey: latch.publishableClientKey,
          internalPublishableClientKey: latch.internalPublishableClientKey,
          plainHostUrl: plain.url,
          strictHostUrl: strict.url,
          mailboxUrl: sink.mailboxUrl,
          google: { issuer: google.issuer, ...googleClient },
          databaseEnv: { LATCH_DATA_DIR: latch.dataDir, DATABASE_URL: latch.databaseUrl },
        };
      }),
    );
    process.env[TARGETS_ENV] = JSON.stringify(targets);
    return teardown;
  } catch (error) {
    // The setup's own error is the one to report; a cleanup failing after it is only logged.
    await teardown().catch((cleanupError: unknown) => console.error('e2e cleanup after a failed setup:', cleanupError));
    throw error;
  }
}

const SMTP_LOGIN = { username: 'latch-e2e', password: 'e2e-smtp-password' };

/** Makes the demo project send its mail through the sink, as a site owner sets a standard `email_config`. */
async function sendMailThrough(latch: LatchServer, smtpPort: number): Promise<void> {
  const response = await fetch(`${latch.url}/api/v1/internal/projects/current`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      'x-stack-access-type': 'admin',
      'x-stack-project-id': latch.projectId,
      'x-stack-super-secret-admin-key': latch.superSecretAdminKey,
    },
    body: JSON.stringify({
      config: {
        email_config: { type: 'standard', host: '127.0.0.1', port: smtpPort, ...SMTP_LOGIN, sender_name: 'Demo', sender_email: 'accounts@demo.test' },
      },
    }),
  });
  if (!response.ok) throw new Error(`configuring the demo project's e-mail failed: ${response.status} ${await response.text()}`);
}
