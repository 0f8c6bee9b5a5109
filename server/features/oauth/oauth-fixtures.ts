import { createHash, randomBytes } from 'node:crypto';
import { PUBLIC_CLIENT_SECRET } from '../../../protocol/constants';
import { fail } from '../../../protocol/fail';
import type { TestProject, TestServer } from '../../test-support/test-server';
import { getProject } from '../../kernel/projects/projects';
import { issueAuthorizationCode } from './authorization-codes';
import type { OAuthOutcome } from './resolve-account';
import { resolveOAuthAccount, type ResolveRequest } from './resolve-account';
import type { ProviderProfile, ProviderTokens } from './upstream/upstream';

/**
 * Test fixtures of OAuth sign-in below the provider: what the callback does once the provider has answered
 * (account resolution, then an authorization code), so the token endpoint and the gate can be tested without a
 * provider; and the client's half of PKCE and the token request as the official client sends it.
 */

export const CLIENT_REDIRECT = 'http://localhost:3000/handler/oauth-callback';

/** The client's trusted error page. */
export const ERROR_PAGE = 'http://localhost:3000/handler/error';

/** The authorize query the official client sends (json mode, authenticate, PKCE S256), with `extra` on top. */
export function authorizeParams(project: TestProject, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: project.id,
    client_secret: PUBLIC_CLIENT_SECRET,
    redirect_uri: CLIENT_REDIRECT,
    scope: 'legacy',
    state: 'client-state',
    grant_type: 'authorization_code',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    response_type: 'code',
    type: 'authenticate',
    error_redirect_url: ERROR_PAGE,
    stack_response_mode: 'json',
    ...extra,
  });
}

/** A profile as a provider would report it. */
export function profileOf(email: string | null, emailVerified = true, accountId = randomBytes(6).toString('hex')): ProviderProfile {
  return { accountId, email, emailVerified, displayName: 'Ada Lovelace', profileImageUrl: null };
}

export const SOME_TOKENS: ProviderTokens = { accessToken: 'gho_access', refreshToken: 'ghr_refresh', expiresAt: null, scopes: ['read:user'] };

/** A PKCE pair as the official client makes it (RFC 7636 §4.1, §4.2). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export type IssuedCode = { code: string; verifier: string };

/** Resolves the account as the callback would, then issues the code the callback would send the client. */
export async function callbackCode(
  t: TestServer,
  project: TestProject,
  request: Omit<ResolveRequest, 'type' | 'userId' | 'emailTrusted'> & Partial<Pick<ResolveRequest, 'type' | 'userId' | 'emailTrusted'>>,
  options: { tokens?: ProviderTokens; afterCallback?: string | null } = {},
): Promise<IssuedCode> {
  const loaded = (await getProject(t.deps.db, project.id)) ?? fail('the test project exists');
  const outcome = await resolveOAuthAccount(t.deps.db, loaded, { type: 'authenticate', userId: null, emailTrusted: true, ...request });
  return codeFor(t, project, outcome, request.profile, request.providerId, options);
}

/** Issues a code standing for `outcome`. */
export async function codeFor(
  t: TestServer,
  project: TestProject,
  outcome: OAuthOutcome,
  profile: ProviderProfile,
  providerId = 'github',
  options: { tokens?: ProviderTokens; afterCallback?: string | null; plainVerifier?: string } = {},
): Promise<IssuedCode> {
  const { verifier, challenge } = options.plainVerifier ? { verifier: options.plainVerifier, challenge: options.plainVerifier } : pkcePair();
  const code = await issueAuthorizationCode(t.deps.db, project.id, {
    provider_id: providerId,
    redirect_uri: CLIENT_REDIRECT,
    code_challenge: challenge,
    code_challenge_method: options.plainVerifier ? 'plain' : 'S256',
    after_callback_redirect_url: options.afterCallback ?? null,
    outcome,
    profile,
    tokens_sealed: t.deps.secrets.seal(JSON.stringify(options.tokens ?? SOME_TOKENS)),
  });
  return { code, verifier };
}

/** The authorization_code grant as the official client sends it (oauth4webapi: form-encoded, client_secret_post). */
export function redeemCode(t: TestServer, project: TestProject, issued: IssuedCode, extra: Record<string, string> = {}): Promise<Response> {
  return t.request('/api/v1/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: issued.code,
      redirect_uri: CLIENT_REDIRECT,
      code_verifier: issued.verifier,
      client_id: project.id,
      client_secret: project.keys.publishable_client_key,
      ...extra,
    }).toString(),
  });
}
