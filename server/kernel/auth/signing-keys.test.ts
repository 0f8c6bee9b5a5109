import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { decodeAccessToken, issueAccessToken } from './access-tokens';
import { SigningKeyStore } from './signing-keys';

describe.each(testDialects)('signing keys on %s', (dialect) => {
  const t = useTestServer(dialect);
  let alice: SignedInUser;
  beforeAll(async () => {
    alice = await signedInUser(t, t.demo.id);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const jwks = async () => expectJson<JSONWebKeySet>(await t.request(`/api/v1/projects/${t.demo.id}/.well-known/jwks.json`));
  const kidsOnTheWire = async () => (await jwks()).keys.map((k) => k.kid);
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;
  const freshToken = () => issueAccessToken(t.deps.keys, TEST_BASE_URL, alice.user, alice.sessionId);
  const useToken = (token: string) => t.request('/api/v1/projects/current', { headers: accessHeaders({ type: 'client', project: t.demo, accessToken: token }) });
  const verifyWithJwks = async (token: string) =>
    jwtVerify(token, createLocalJWKSet(await jwks()), { issuer: `${TEST_BASE_URL}/api/v1/projects/${t.demo.id}`, audience: t.demo.id });

  it('starts with one key, shared by every store on the database, and ensureKey adds none', async () => {
    const kids = await kidsOnTheWire();
    expect(kids).toHaveLength(1);
    const second = new SigningKeyStore(t.deps.db);
    await second.ensureKey();
    expect((await second.current(t.demo.id)).kid).toBe(kids[0]);
    expect((await t.deps.keys.current(t.demo.id)).kid).toBe(kids[0]);
    expect(await kidsOnTheWire()).toEqual(kids);
    expect(await t.deps.db.selectFrom('signing_keys').select('kid').execute()).toHaveLength(1);
  });

  it('after a rotation publishes the new and the previous key, signs with the new one, and still accepts the old tokens', async () => {
    const [previousKid] = await kidsOnTheWire();
    const oldToken = await freshToken();
    expect(kidOf(oldToken)).toBe(previousKid);
    // Another server instance that had loaded the keys before the rotation.
    const otherInstance = new SigningKeyStore(t.deps.db);
    expect((await otherInstance.current(t.demo.id)).kid).toBe(previousKid);

    await t.deps.keys.rotate();

    const kids = await kidsOnTheWire();
    expect(kids).toHaveLength(2);
    const [newKid] = kids;
    expect(newKid).not.toBe(previousKid);
    expect(kids).toEqual([newKid, previousKid]);

    const newToken = await freshToken();
    expect(kidOf(newToken)).toBe(newKid);
    for (const token of [oldToken, newToken]) {
      await expectJson(await useToken(token));
      expect((await verifyWithJwks(token)).payload.sub).toBe(alice.user.id);
    }

    // A new instance signs with the new key at once; the old instance verifies new tokens at once (unknown kid → reload)
    // and switches to signing with the new key once its cache is stale.
    expect((await new SigningKeyStore(t.deps.db).current(t.demo.id)).kid).toBe(newKid);
    expect((await decodeAccessToken(otherInstance, TEST_BASE_URL, newToken)).userId).toBe(alice.user.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await otherInstance.current(t.demo.id)).kid).toBe(newKid);
  });

  it('retires the key from two rotations ago: gone from the JWKS, and its tokens are refused', async () => {
    const [currentKid, beforeLastKid] = await kidsOnTheWire();
    const tokenOfCurrent = await freshToken();
    expect(kidOf(tokenOfCurrent)).toBe(currentKid);
    // A token signed with the key about to be retired: sign directly with that stored key.
    const retiring = (await t.deps.keys.find(beforeLastKid ?? '', t.demo.id, 'normal'))?.privateKey;
    expect(retiring).toBeDefined();

    await t.deps.keys.rotate();
    const kids = await kidsOnTheWire();
    expect(kids).toHaveLength(2);
    expect(kids).not.toContain(beforeLastKid);
    expect(kids[1]).toBe(currentKid);
    await expectJson(await useToken(tokenOfCurrent));

    if (!retiring) throw new Error('unreachable: asserted above');
    const signedWithRetired = await new SignJWT(decodeJwt(tokenOfCurrent)).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: beforeLastKid ?? '' }).sign(retiring);
    await expectKnownError(await useToken(signedWithRetired), 401, 'UNPARSABLE_ACCESS_TOKEN');
    // Another instance agrees.
    await expect(decodeAccessToken(new SigningKeyStore(t.deps.db), TEST_BASE_URL, signedWithRetired)).rejects.toMatchObject({
      code: 'UNPARSABLE_ACCESS_TOKEN',
    });
  });
});
