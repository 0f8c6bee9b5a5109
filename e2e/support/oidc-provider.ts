import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleInteraction, type Identity, type InteractionProvider } from './oidc-provider-pages';

/**
 * A real OpenID provider (`oidc-provider` 9) standing in for Google: discovery, authorize with login and consent
 * pages a journey fills in (oidc-provider-pages.ts), token, userinfo, JWKS. The Latch server under test talks to it
 * as it would to accounts.google.com, through `LATCH_OAUTH_GOOGLE_ISSUER`.
 *
 * It starts in two steps, because each side needs the other's URL: `startOidcProvider()` listens on a free port
 * (its issuer goes into the Latch server's environment), then `register(latchUrl)` creates the provider with a
 * client whose redirect URI is that server's callback. Until then it answers 503.
 */
export type OidcStandIn = {
  /** The issuer, e.g. http://127.0.0.1:41234 (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  register(latchUrl: string): Promise<OidcClient>;
  stop(): Promise<void>;
};

/** The confidential client a project configures as its `standard` Google keys. */
type OidcClient = { clientId: string; clientSecret: string };

/**
 * How the client authenticates at the token endpoint. Google accepts both `client_secret_basic` and
 * `client_secret_post`; oidc-provider holds one per client, so this stand-in registers the one Latch's Google
 * upstream sends (server/features/oauth/providers/google.ts).
 */
const TOKEN_ENDPOINT_AUTH_METHOD = 'client_secret_post';

type ProviderModule = {
  default: new (
    issuer: string,
    configuration: Record<string, unknown>,
  ) => InteractionProvider & {
    callback(): (request: http.IncomingMessage, response: http.ServerResponse) => void;
  };
  interactionPolicy: { base(): PromptList; Check: CheckClass };
};
type CheckClass = (new (
  reason: string,
  description: string,
  error: string,
  check: (ctx: PolicyContext) => boolean,
) => unknown) & {
  REQUEST_PROMPT: boolean;
  NO_NEED_TO_PROMPT: boolean;
};
type PromptList = { get(name: string): { checks: unknown[] } | undefined };
type PolicyContext = { oidc: { result?: { login?: unknown; consent?: unknown } } };

export async function startOidcProvider(): Promise<OidcStandIn> {
  let handler: ((request: http.IncomingMessage, response: http.ServerResponse) => void) | undefined;
  const server = http.createServer((request, response) => {
    if (request.url === '/favicon.ico') response.writeHead(204).end();
    else if (!handler) response.writeHead(503, { 'content-type': 'text/plain' }).end('The stand-in has no client yet.');
    else handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const identities = new Map<string, Identity>();

  return {
    issuer,
    async register(latchUrl) {
      const client = { clientId: 'latch-e2e-google', clientSecret: randomBytes(24).toString('base64url') };
      const provider = await createProvider(issuer, client, `${latchUrl}/api/v1/auth/oauth/callback/google`, identities);
      const callback = provider.callback();
      handler = (request, response) => {
        handleInteraction(provider, identities, request, response).then(
          (handled) => {
            if (!handled) callback(request, response);
          },
          (error: unknown) => {
            console.error('OIDC stand-in interaction failed:', error);
            if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
            response.end('The stand-in failed; see the Playwright output.');
          },
        );
      };
      return client;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function createProvider(issuer: string, client: OidcClient, redirectUri: string, identities: Map<string, Identity>) {
  // No type declarations ship with oidc-provider; a variable specifier keeps tsc from looking for them, and
  // ProviderModule above states the little of its API used here.
  const specifier = 'oidc-provider';
  const oidc = (await import(specifier)) as ProviderModule;
  const { Check } = oidc.interactionPolicy;
  const policy = oidc.interactionPolicy.base();
  // Like Google's account chooser: every authorization shows the login page and then the consent page, so a
  // journey always picks the identity and the answer, whatever the browser did before.
  policy
    .get('login')
    ?.checks.push(new Check('every_time', 'pick an account', 'login_required', (ctx) => (ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT)));
  policy
    .get('consent')
    ?.checks.push(new Check('every_time', 'ask for consent', 'consent_required', (ctx) => (ctx.oidc.result?.consent ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT)));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  return new oidc.default(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: 'Latch e2e',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: TOKEN_ENDPOINT_AUTH_METHOD,
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'e2e-rs256', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google's ID token carries the address and name as well as userinfo does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`, policy },
    findAccount: (_ctx: unknown, sub: string) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: identity.email, email_verified: identity.emailVerified, name: identity.name, picture: null }),
      };
    },
    clientBasedCORS: () => true,
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600, RefreshToken: 86_400 },
  });
}
