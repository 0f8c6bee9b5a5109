import { KnownError } from '../../../protocol/known-error';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { Db } from '../../kernel/db/open-database';
import { StatusError } from '../../kernel/http/status-error';
import { verifiesPkce } from './pkce';
import type { OAuthOutcome } from './resolve-account';
import type { ProviderProfile } from './upstream/upstream';

/** What every authorization code carries to the token endpoint: the client's redirect_uri and PKCE challenge. */
type GrantBase = {
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method: 'S256' | 'plain';
  after_callback_redirect_url: string | null;
};

/** A code from a provider's callback: what it decided, the profile, and the provider tokens (sealed). */
export type ProviderGrant = GrantBase & {
  kind?: 'provider';
  provider_id: string;
  outcome: OAuthOutcome;
  profile: ProviderProfile;
  tokens_sealed: string;
};

/** A cross-domain hand-off code: the session it hands on and that session's refresh token (sealed). */
export type HandoffGrant = GrantBase & { kind: 'handoff'; user_id: string; session_id: string; refresh_token_sealed: string };

export type CodeGrant = ProviderGrant | HandoffGrant;

const PURPOSE = 'oauth-authorization-code';

/** Issues the code the callback sends to the client's redirect_uri (5 minutes, single use). */
export async function issueAuthorizationCode(db: Db, projectId: string, grant: CodeGrant): Promise<string> {
  return (await new VerificationCodes(db).create(projectId, PURPOSE, grant)).code;
}

/** The `redirect_uri` without its fragment, which never reaches a server (RFC 3986 §3.5; docs/wire.md §4 "OAuth" 3). */
function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

/**
 * Redeems a code at the token endpoint (RFC 6749 §4.1.3, RFC 7636 §4.6): it must be the project's, unused and
 * unexpired; the redirect_uri must equal the one authorized and the verifier must match the challenge. Only then
 * is it used, so a code used once is dead. Every failure is `INVALID_AUTHORIZATION_CODE`, as Stack's token endpoint
 * answers any invalid grant, except another redirect_uri with the right verifier: Stack's plain-text 400. The verifier is
 * checked first, so whoever holds a stolen code learns nothing.
 */
export async function redeemAuthorizationCode(
  db: Db,
  projectId: string,
  input: { code: string; redirectUri: string | undefined; codeVerifier: string | undefined },
): Promise<CodeGrant> {
  const codes = new VerificationCodes(db);
  const grant = await invalidCodeOnError(() => codes.details<CodeGrant>(projectId, PURPOSE, input.code));
  if (!verifiesPkce({ challenge: grant.code_challenge, method: grant.code_challenge_method }, input.codeVerifier)) {
    throw new KnownError('INVALID_AUTHORIZATION_CODE');
  }
  if (input.redirectUri === undefined) throw new KnownError('INVALID_AUTHORIZATION_CODE');
  // Only the holder of the verifier hears this one, as Stack words it (docs/wire.md §4 "OAuth" 3).
  if (withoutFragment(input.redirectUri) !== withoutFragment(grant.redirect_uri)) {
    throw new StatusError(400, 'Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.');
  }
  await invalidCodeOnError(() => codes.consume(projectId, PURPOSE, input.code));
  return grant;
}

/** The code errors of VerificationCodes (not found, expired, used, too many attempts) as the OAuth one. */
async function invalidCodeOnError<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof KnownError && error.code.startsWith('VERIFICATION_CODE_')) throw new KnownError('INVALID_AUTHORIZATION_CODE');
    throw error;
  }
}
