import { isoCBOR } from '@simplewebauthn/server/helpers';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectKnownError } from '../../test-support/expect-known-error';
import { signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { PasskeyCeremonies, passkeyProject, SITE } from './passkey-fixtures';

const b64 = (value: string | Uint8Array) => Buffer.from(value).toString('base64url');
const goodClientData = (type: string, challenge: string) => b64(JSON.stringify({ type, challenge, origin: SITE.origin }));

/** Responses no browser sends: wrong types, malformed base64, JSON that is not an object, CBOR garbage. */
function junk(type: 'webauthn.create' | 'webauthn.get', challenge: string): unknown[] {
  const clientDataJSON = goodClientData(type, challenge);
  const field = type === 'webauthn.create' ? 'attestationObject' : 'authenticatorData';
  return [
    {},
    { id: 5, rawId: 5, type: 'public-key', response: {} },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: 'string' },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: null },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: '!!!not base64!!!', [field]: 'AAAA', signature: 'AAAA' } },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: b64('not json'), [field]: 'AAAA', signature: 'AAAA' } },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: b64('[1,2]'), [field]: 'AAAA', signature: 'AAAA' } },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: b64(JSON.stringify({ origin: 42 })), [field]: 'AAAA' } },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON, [field]: '!!!', signature: '!!!' } },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON, [field]: b64(new Uint8Array([0xff, 0xff, 0x00, 0x13])), signature: 'AAAA' } },
    { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON, [field]: b64(new Uint8Array(500).fill(7)), signature: b64('x') } },
    {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: {
        clientDataJSON,
        [field]: b64(
          isoCBOR.encode(
            new Map<string, unknown>([
              ['fmt', 5],
              ['attStmt', 'x'],
              ['authData', 'y'],
            ]) as never,
          ),
        ),
        signature: 'AAAA',
      },
    },
    {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: {
        clientDataJSON,
        [field]: b64(
          isoCBOR.encode(
            new Map<string, unknown>([
              ['fmt', 'none'],
              ['attStmt', new Map()],
              ['authData', new Uint8Array(10)],
            ]) as never,
          ),
        ),
        signature: 'AAAA',
      },
    },
    { id: 'abc', rawId: 'abc', type: 'other', response: { clientDataJSON, [field]: 'AAAA', signature: 'AAAA', userHandle: 7 } },
    { id: ['a'], rawId: { a: 1 }, type: 'public-key', response: { clientDataJSON: [1], [field]: { x: 1 }, signature: [] } },
  ];
}

describe.each(testDialects)('passkey routes refuse junk input with the known error, never a 500 (preamble "The bar") on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let ceremonies: PasskeyCeremonies;

  beforeEach(async () => {
    project = await passkeyProject(t);
    ceremonies = new PasskeyCeremonies(t, project);
  });

  it('register: every junk credential is PASSKEY_REGISTRATION_FAILED and stores nothing', async () => {
    const user = await signUp(t, project);
    const count = junk('webauthn.create', '').length;
    for (let i = 0; i < count; i++) {
      const { options_json, code } = await ceremonies.registrationOptions(user.access_token);
      await expectKnownError(await ceremonies.register(user.access_token, junk('webauthn.create', options_json.challenge)[i], code), 400, 'PASSKEY_REGISTRATION_FAILED');
    }
    expect(await t.deps.db.selectFrom('passkeys').select('id').where('user_id', '=', user.user_id).execute()).toEqual([]);
  });

  it('sign-in: every junk assertion, and a known credential id with junk around it, is PASSKEY_AUTHENTICATION_FAILED', async () => {
    await ceremonies.userWithPasskey();
    const knownId = ceremonies.authenticator.credentials[0]?.id.toString('base64url') ?? '';
    for (const withKnownId of [false, true]) {
      const count = junk('webauthn.get', '').length;
      for (let i = 0; i < count; i++) {
        const { options_json, code } = await ceremonies.authenticationOptions();
        const assertion = junk('webauthn.get', options_json.challenge)[i] as Record<string, unknown>;
        const sent = withKnownId ? { ...assertion, id: knownId, rawId: knownId } : assertion;
        await expectKnownError(await ceremonies.signIn(sent, code), 400, 'PASSKEY_AUTHENTICATION_FAILED');
      }
    }
    expect(await t.deps.db.selectFrom('sessions').select('id').where('project_id', '=', project.id).execute()).toHaveLength(1); // the sign-up's own
  });

  it('bodies that break the schema are SCHEMA_ERROR (z.strictObject: unknown keys, wrong types, missing fields)', async () => {
    const user = await signUp(t, project);
    const bad = [
      ['/auth/passkey/initiate-passkey-registration', { extra: 1 }],
      ['/auth/passkey/initiate-passkey-authentication', { extra: 1 }],
      ['/auth/passkey/register', {}],
      ['/auth/passkey/register', { credential: 'x', code: 'a'.repeat(45) }],
      ['/auth/passkey/register', { credential: [], code: 'a'.repeat(45) }],
      ['/auth/passkey/register', { credential: {}, code: 5 }],
      ['/auth/passkey/register', { credential: {}, code: 'a'.repeat(45), extra: true }],
      ['/auth/passkey/register', { credential: { big: 'x'.repeat(70_000) }, code: 'a'.repeat(45) }],
      ['/auth/passkey/sign-in', {}],
      ['/auth/passkey/sign-in', { authentication_response: null, code: 'a'.repeat(45) }],
      ['/auth/passkey/sign-in', { authentication_response: {}, code: 'a'.repeat(45), extra: 1 }],
    ] as const;
    for (const [path, body] of bad) {
      await expectKnownError(await t.api('POST', path, { type: 'client', project, accessToken: user.access_token }, body), 400, 'SCHEMA_ERROR');
    }
  });
});
