import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** Authenticator data flags (WebAuthn §6.1). */
export const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

/** One credential the authenticator holds. */
export type SoftwareCredential = { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; rpId: string; userHandle: string; counter: number };

/** What a ceremony may change, to make a response a real browser would not (or a different site would) send. */
export type CeremonyOptions = {
  /** The page's origin written into clientDataJSON. */
  origin: string;
  /** The RP id whose SHA-256 goes into the authenticator data; the credential's own RP id by default. */
  rpId?: string;
  /** The challenge signed; the options' own by default. */
  challenge?: string;
  /** clientDataJSON's `type`. */
  type?: string;
  /** Authenticator data flags; UP|UV (and AT on registration) by default. */
  flags?: number;
  /** Signature counter to report; the credential's counter plus one by default. */
  counter?: number;
  /** The AAGUID a registration reports (a UUID); all zeros, as browsers send with attestation "none", by default. */
  aaguid?: string;
};

const ZERO_AAGUID = Buffer.alloc(16);

/**
 * A WebAuthn authenticator in software, for route tests (no mocks of our own system): a P-256 (ES256) key pair
 * per credential, attestation "none", assertions signed over authData || SHA-256(clientDataJSON) as a real
 * authenticator does. `register` answers `navigator.credentials.create()`'s RegistrationResponseJSON for the
 * server's creation options; `authenticate` answers `get()`'s AuthenticationResponseJSON for request options.
 *
 * @example
 * ```ts
 * const authenticator = new SoftwareAuthenticator();
 * const credential = authenticator.register(options_json, { origin: 'http://localhost:3000', rpId: 'localhost' });
 * ```
 */
export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  /** Makes a credential for creation options (rp.id replaced by `rpId`, as the browser SDK does). */
  register(options: { challenge: string; user: { id: string } }, ceremony: CeremonyOptions & { rpId: string }): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: SoftwareCredential = { id: randomBytes(32), privateKey, publicKey, rpId: ceremony.rpId, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const aaguid = ceremony.aaguid ? Buffer.from(ceremony.aaguid.replace(/-/g, ''), 'hex') : ZERO_AAGUID;
    const attested = Buffer.concat([aaguid, idLength, credential.id, Buffer.from(isoCBOR.encode(coseKey))]);
    const authData = Buffer.concat([authenticatorData(ceremony.rpId, ceremony.flags ?? FLAG.UP | FLAG.UV | FLAG.AT, ceremony.counter ?? 0), attested]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const id = credential.id.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData(ceremony.type ?? 'webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Signs request options with `credential` (the first one by default), as a discoverable credential answers. */
  authenticate(options: { challenge: string }, ceremony: CeremonyOptions, credential: SoftwareCredential = this.credentials[0] ?? fail()): AuthenticationResponseJSON {
    credential.counter = ceremony.counter ?? credential.counter + 1;
    const authData = authenticatorData(ceremony.rpId ?? credential.rpId, ceremony.flags ?? FLAG.UP | FLAG.UV, credential.counter);
    const clientDataJSON = clientData(ceremony.type ?? 'webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin);
    const signed = Buffer.concat([authData, createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest()]);
    const id = credential.id.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: sign('sha256', signed, credential.privateKey).toString('base64url'),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

function authenticatorData(rpId: string, flags: number, counter: number): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count]);
}

function clientData(type: string, challenge: string, origin: string): string {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
}

function fail(): never {
  throw new Error('the authenticator has no credential yet');
}
