/** A database the journeys run on: one Playwright project each. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** What the journeys of one project talk to: the Latch server and the two host sites that embed it. */
export type Target = {
  database: DatabaseKind;
  /** The Latch server, e.g. http://localhost:41234. */
  latchUrl: string;
  projectId: string;
  publishableClientKey: string;
  /** The internal project's publishable key (support/own-project.ts). */
  internalPublishableClientKey: string;
  /** Host pages with nothing but the script tag, no CSP. */
  plainHostUrl: string;
  /** The same pages under the strict Content-Security-Policy (host-server.ts `strictCsp`). */
  strictHostUrl: string;
  /** The mail the project sent over SMTP: `GET ?to=<address>` (mail-sink.ts). */
  mailboxUrl: string;
  /**
   * The OpenID provider standing in for Google (support/oidc-provider.ts), which this server reaches through
   * `LATCH_OAUTH_GOOGLE_ISSUER`, and the client a project enters as its `standard` Google keys.
   */
  google: { issuer: string; clientId: string; clientSecret: string };
  /** The server's own database, as `latch import` finds it on the server's machine (LATCH_DATA_DIR, DATABASE_URL). */
  databaseEnv: { LATCH_DATA_DIR: string; DATABASE_URL: string };
};

/** Global setup hands the targets to the workers through this environment variable (JSON). */
export const TARGETS_ENV = 'LATCH_E2E_TARGETS';

export function readTargets(): Partial<Record<DatabaseKind, Target>> {
  const raw = process.env[TARGETS_ENV];
  if (!raw) throw new Error(`${TARGETS_ENV} is not set: run the journeys through \`playwright test\`, whose global setup starts the servers.`);
  return JSON.parse(raw) as Partial<Record<DatabaseKind, Target>>;
}
