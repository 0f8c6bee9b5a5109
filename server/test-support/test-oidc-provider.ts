import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type InteractionResult, type KoaContext } from 'oidc-provider';
import { fail } from '../../protocol/fail';

/** A person the test provider can sign in, with the claims it asserts (OIDC Core §5.1). */
type TestOidcAccount = {
  sub: string;
  email: string | null;
  email_verified: boolean;
  name: string | null;
  picture: string | null;
};

/** What the person does on the provider's pages: sign in as an account and consent, or refuse. */
type TestOidcDecision = { accountId: string } | 'deny';

export type TestOidcProviderOptions = {
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  /** How the client authenticates at the token endpoint; client_secret_post by default. */
  tokenEndpointAuthMethod?: 'client_secret_post' | 'client_secret_basic';
};

export type TestOidcProvider = {
  /** The issuer (`http://127.0.0.1:<port>`), e.g. for `oauth: { issuers: { google: issuer } }`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Makes an account known (or replaces its claims). */
  addAccount(account: TestOidcAccount): void;
  /** What a browser arriving at the login page without `authorize()` decides (a real browser in e2e). */
  setDefaultDecision(decision: TestOidcDecision | null): void;
  /**
   * Follows an authorization URL as a browser would (cookies kept, redirects within the provider followed), lets
   * the person decide, and returns the URL the provider finally sends the browser to: the client's redirect URI
   * with `code` and `state`, or with `error=access_denied`.
   */
  authorize(url: URL | string, decision: TestOidcDecision): Promise<URL>;
  /**
   * Rewrites the next successful token responses (until set to null), e.g. to hand the client an ID token with
   * another audience. `reSignIdToken` makes such tokens.
   */
  tamperTokenResponses(tamper: ((body: Record<string, unknown>) => Promise<Record<string, unknown>>) | null): void;
  /** An ID token with `changes` applied, signed with the provider's own key (or, `foreignKey`, a stranger's under the same `kid`). */
  reSignIdToken(idToken: string, changes: Record<string, unknown>, options?: { foreignKey?: boolean }): Promise<string>;
  stop(): Promise<void>;
};

/**
 * A real OpenID provider (panva's oidc-provider) on a free loopback port, standing in for Google, GitLab or any
 * OpenID issuer in tests: one confidential client (authorization_code + refresh_token, PKCE), accounts the test
 * registers, and login and consent decided by the test instead of a person.
 *
 * @example
 * ```ts
 * const idp = await startTestOidcProvider({ redirectUris: ['http://localhost:8102/api/v1/auth/oauth/callback/google'] });
 * idp.addAccount({ sub: 'u1', email: 'ada@example.com', email_verified: true, name: 'Ada', picture: null });
 * const callback = await idp.authorize(authorizationUrl, { accountId: 'u1' }); // …/callback/google?code=…&state=…
 * ```
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'test-client';
  const clientSecret = options.clientSecret ?? 'test-client-secret-that-is-long-enough';
  const accounts = new Map<string, TestOidcAccount>();
  let defaultDecision: TestOidcDecision | null = null;
  let tamper: ((body: Record<string, unknown>) => Promise<Record<string, unknown>>) | null = null;
  const signing = await signingKey();

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? 'client_secret_post',
      },
    ],
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Refresh tokens without `offline_access` (which oidc-provider would grant only with prompt=consent).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    jwks: { keys: [signing.privateJwk] },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    // Lifetimes in seconds, given so oidc-provider does not print a notice for each default it uses.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 600, RefreshToken: 86_400, Session: 3600 },
  });
  provider.use(async (ctx: KoaContext, next) => {
    await next();
    if (tamper && ctx.method === 'POST' && ctx.path === '/token' && ctx.status === 200) {
      ctx.body = await tamper(ctx.body as Record<string, unknown>);
    }
  });
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) {
      decide(req, res, url).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else {
      handle(req, res);
    }
  });

  /** The login or consent prompt, settled by the decision carried in the URL (from `authorize`) or the default. */
  async function decide(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const carried = url.searchParams.get('decision');
    const decision = carried ? (JSON.parse(carried) as TestOidcDecision) : defaultDecision;
    if (!decision) {
      res.statusCode = 409;
      res.end('No decision: call authorize() or setDefaultDecision()');
      return;
    }
    const details = await provider.interactionDetails(req, res);
    let result: InteractionResult;
    if (decision === 'deny') {
      result = { error: 'access_denied', error_description: 'End-User denied the request' };
    } else if (details.prompt.name === 'login') {
      result = { login: { accountId: decision.accountId } };
    } else {
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ?? fail('grant vanished'))
        : new provider.Grant({ accountId: details.session?.accountId ?? fail('consent without a session'), clientId: details.params.client_id });
      const missing = details.prompt.details;
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
      result = { consent: { grantId: await grant.save() } };
    }
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: decision !== 'deny' });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => void accounts.set(account.sub, account),
    setDefaultDecision: (decision) => {
      defaultDecision = decision;
    },
    authorize: (url, decision) => followAsBrowser(new URL(url), issuer, decision),
    tamperTokenResponses: (next) => {
      tamper = next;
    },
    reSignIdToken: async (idToken, changes, { foreignKey = false } = {}) => {
      const key = foreignKey ? (await signingKey()).privateKey : signing.privateKey;
      return new SignJWT({ ...decodeJwt(idToken), ...changes }).setProtectedHeader({ alg: 'RS256', kid: signing.kid }).sign(key);
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Redirects are followed while they stay on the provider; cookies are kept by name (one provider, one jar). */
async function followAsBrowser(start: URL, issuer: string, decision: TestOidcDecision): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== new URL(issuer).origin) return url;
    if (url.pathname.startsWith('/interaction/')) url.searchParams.set('decision', JSON.stringify(decision));
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('Too many redirects at the test OpenID provider');
}

async function signingKey(): Promise<{ privateKey: CryptoKey; privateJwk: JWK; kid: string }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-oidc-provider-key';
  return { privateKey, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }, kid };
}
