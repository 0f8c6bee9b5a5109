import type { Db, DialectName } from './kernel/db/open-database';
import type { Logger } from './kernel/http/logger';
import type { PasswordHasher } from './kernel/passwords/password-hasher';
import type { SigningKeyStore } from './kernel/auth/signing-keys';
import type { SharedSmtp } from './kernel/mail/shared-smtp';
import type { TrustedProxies } from './kernel/http/trusted-proxies';
import type { SecretBox } from './kernel/crypto/secret-box';
import type { HostResolver } from './kernel/net/outbound-network';
import type { OAuthOperatorConfig } from './features/oauth/operator-config';
import type { LatchMetrics } from './kernel/observability/metrics';
import type { Tracing } from './kernel/observability/tracing';

/** What routes need from the running server; built once at start-up (see `start-server.ts`). */
export type ServerDeps = {
  db: Db;
  dialect: DialectName;
  keys: SigningKeyStore;
  /** Public URL of this server without a trailing slash: token issuers and links are built from it. */
  baseUrl: string;
  logger: Logger;
  /** Hashes and verifies passwords off the event loop, with bounded concurrency. */
  passwords: PasswordHasher;
  /** Seals secrets kept for later use (OAuth client secrets, provider tokens); key from `LATCH_SECRET_KEY` or the database. */
  secrets: SecretBox;
  /** The operator's SMTP server for projects with `shared` e-mail; none means the development outbox. */
  sharedSmtp?: SharedSmtp | undefined;
  /** Proxies whose `X-Forwarded-For` is believed (`LATCH_TRUSTED_PROXIES`); none when absent. */
  trustedProxies?: TrustedProxies;
  /** Multiplies every rate-limit allowance (`LATCH_RATE_LIMIT_SCALE`); 1 when absent. */
  rateLimitScale?: number;
  /**
   * Whether connections made for a tenant (webhooks, a project's own SMTP server) may go to loopback and private
   * networks (`LATCH_ALLOW_PRIVATE_NETWORKS`); when absent, only if `baseUrl` is a loopback host (net/outbound-network.ts).
   */
  allowPrivateNetworks?: boolean;
  /** The same for webhooks alone (`LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS`, the older name); wins over `allowPrivateNetworks`. */
  webhooksAllowPrivateNetworks?: boolean;
  /** How the hosts of webhook receivers and SMTP servers are resolved; the system's `dns.lookup` when absent (tests put their own in). */
  resolver?: HostResolver;
  /**
   * `LATCH_DEV_IDENTITY_PROVIDER`: whether the development identity provider runs (and `shared` OAuth keys work);
   * when absent, only with an http or loopback `baseUrl` (see dev-identity-provider-switch.ts).
   */
  devIdentityProvider?: boolean;
  /** The operator's OAuth overrides (`LATCH_OAUTH_*`: other issuers, GitHub Enterprise, self-managed GitLab); none when absent. */
  oauth?: OAuthOperatorConfig;
  /**
   * This server's own app, called in-process (`url` under `baseUrl`): how the server reaches its development identity
   * provider without a round trip through the network. Set once the app exists.
   */
  selfFetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** The Prometheus metrics (`LATCH_METRICS_TOKEN` set); none when absent, and nothing is counted. */
  metrics?: LatchMetrics;
  /** `LATCH_METRICS_TOKEN`: the bearer token `GET /metrics` asks for; the path is not served without it. */
  metricsToken?: string;
  /** OpenTelemetry traces (`OTEL_EXPORTER_OTLP_ENDPOINT` set); none when absent. */
  tracing?: Tracing;
  /** True once the server is shutting down: readiness answers 503 so load balancers stop sending (start-server.ts). */
  isDraining?: () => boolean;
  /** The build's public files (loader and element bundles); default dist/public next to the server bundle. */
  publicDir?: string;
};
