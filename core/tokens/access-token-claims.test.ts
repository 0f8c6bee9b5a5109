import { decodeJwt } from 'jose/jwt/decode';
import { describe, expect, it } from 'vitest';
import { accessTokenAudienceValue, accessTokenIssuer, type AccessTokenClaims } from '../../protocol/tokens';
import { TEST_BASE_URL } from '../../server/test-support/test-server';
import { useInProcessServer } from '../test-support/in-process-apps';
import { readAccessToken } from './access-token-claims';

const t = useInProcessServer();

/** Every claim of protocol's contract; the compiler checks the list against AccessTokenClaims both ways. */
const CLAIMS = [
  'sub',
  'iat',
  'exp',
  'iss',
  'aud',
  'project_id',
  'branch_id',
  'refresh_token_id',
  'role',
  'name',
  'email',
  'email_verified',
  'selected_team_id',
  'signed_up_at',
  'is_anonymous',
  'is_restricted',
  'restricted_reason',
  'requires_totp_mfa',
] as const satisfies readonly (keyof AccessTokenClaims)[];
type Missing = Exclude<keyof AccessTokenClaims, (typeof CLAIMS)[number]>;
const everyClaimListed: [Missing] extends [never] ? true : Missing = true;

async function tokenOf(options: { isAnonymous: boolean }) {
  const server = t.serverApp({ tokenStore: null });
  const user = await server.createUser(options.isAnonymous ? { isAnonymous: true } : { primaryEmail: `claims-${Date.now()}@example.com` });
  return { userId: user.id, accessToken: (await user.createSession()).accessToken };
}

describe("the server's access tokens follow protocol/tokens.ts, and core reads them", () => {
  it('a normal user: exactly the contract claims, issuer and audience of the project', async () => {
    expect(everyClaimListed).toBe(true);
    const { userId, accessToken } = await tokenOf({ isAnonymous: false });
    const claims = decodeJwt<AccessTokenClaims>(accessToken);
    expect(Object.keys(claims).sort()).toEqual([...CLAIMS].sort());
    const projectId = t.server.demo.id;
    expect(claims).toMatchObject({ sub: userId, project_id: projectId, is_anonymous: false, branch_id: 'main', role: 'authenticated' });
    expect(claims.iss).toBe(accessTokenIssuer(TEST_BASE_URL, projectId));
    expect(claims.aud).toBe(accessTokenAudienceValue(projectId, 'normal'));
    expect(readAccessToken(accessToken)).toEqual({ userId, expiresAtMillis: claims.exp * 1000, isAnonymous: false });
  });

  it('an anonymous user: the anonymous issuer and audience, and core reads it as anonymous', async () => {
    const { userId, accessToken } = await tokenOf({ isAnonymous: true });
    const claims = decodeJwt<AccessTokenClaims>(accessToken);
    const projectId = t.server.demo.id;
    expect(claims.iss).toBe(accessTokenIssuer(TEST_BASE_URL, projectId, 'anon'));
    expect(claims.aud).toBe(`${projectId}:anon`);
    expect(readAccessToken(accessToken)).toMatchObject({ userId, isAnonymous: true });
  });
});
