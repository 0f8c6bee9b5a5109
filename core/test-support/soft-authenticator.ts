import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { vi } from 'vitest';

type Credential = { id: Buffer; rpId: string; userHandle: Buffer; privateKey: KeyObject; counter: number };
type Pending = { resolve(credentialId: Buffer): void; reject(error: unknown): void };
type GetOptions = { publicKey: { challenge: ArrayBuffer; rpId?: string; allowCredentials?: { id: ArrayBuffer }[] }; mediation?: string; signal?: AbortSignal };
type CreateOptions = {
  publicKey: { challenge: ArrayBuffer; rp: { id?: string }; user: { id: ArrayBuffer }; excludeCredentials?: { id: ArrayBuffer }[] };
  signal?: AbortSignal;
};

/**
 * Test support: a platform authenticator in Node, standing in for the browser's WebAuthn API (`navigator.credentials`
 * and `PublicKeyCredential`) the way Chromium's virtual authenticator does in the journeys: real ES256 keys,
 * "none" attestation, user verified, discoverable credentials, a signature counter. The page's origin is
 * `location.origin` (install a fake browser first). A modal request takes the first passkey of its RP; an autofill
 * request (`mediation: 'conditional'`) waits until the test calls `pick()`. It checks what a browser checks: the RP id
 * is the page's host or a suffix of it (SecurityError), an excluded credential (InvalidStateError), and aborts.
 *
 * @example
 * ```ts
 * installFakeBrowser('https://site.example/sign-in');
 * const authenticator = installSoftAuthenticator();
 * await user.registerPasskey();
 * ```
 */
export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** How many `navigator.credentials.get` calls are waiting for `pick()`, and the calls made so far. */
  readonly calls = { create: 0, get: 0, conditional: 0 };
  #pending: Pending[] = [];
  /** When set, the next dialog (create, or a modal get) fails as a browser's does when the visitor closes it. */
  cancelNext = false;

  /** Whether an autofill (conditional) request is open. */
  get autofillOpen(): boolean {
    return this.#pending.length > 0;
  }

  /** Acts out the visitor picking a passkey (the first one, by default) in the autofill of the open request. */
  pick(credential: Credential | undefined = this.credentials[0]): void {
    const pending = this.#pending.shift();
    if (!pending || !credential) throw new Error('No autofill request is open, or no passkey to pick.');
    pending.resolve(credential.id);
  }

  async create(options: CreateOptions) {
    this.calls.create++;
    const { publicKey, signal } = options;
    const rpId = publicKey.rp.id ?? hostname();
    checkRpId(rpId);
    checkAborted(signal);
    if (this.cancelNext) {
      this.cancelNext = false;
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    }
    if (publicKey.excludeCredentials?.some((excluded) => this.credentials.some((c) => c.rpId === rpId && c.id.equals(Buffer.from(excluded.id))))) {
      throw new DOMException('The authenticator already holds a passkey of this account.', 'InvalidStateError');
    }
    const { privateKey, publicKey: publicKeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKeyObject.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const credential: Credential = { id: randomBytes(16), rpId, userHandle: Buffer.from(publicKey.user.id), privateKey, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    // Flags: user present, user verified, backup eligible, backed up, attested credential data.
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x5d]), Buffer.alloc(4), Buffer.alloc(16), idLength, credential.id, cose]);
    const clientData = clientDataJSON('webauthn.create', publicKey.challenge);
    return publicKeyCredential(credential.id, {
      clientDataJSON: arrayBuffer(clientData),
      attestationObject: arrayBuffer(
        cbor(
          new Map<string, unknown>([
            ['fmt', 'none'],
            ['attStmt', new Map()],
            ['authData', authData],
          ]),
        ),
      ),
      getTransports: () => ['internal'],
    });
  }

  async get(options: GetOptions) {
    this.calls.get++;
    const { publicKey, signal } = options;
    const rpId = publicKey.rpId ?? hostname();
    checkRpId(rpId);
    checkAborted(signal);
    const ofRp = this.credentials.filter((c) => c.rpId === rpId);
    let chosenId: Buffer;
    if (options.mediation === 'conditional') {
      this.calls.conditional++;
      chosenId = await new Promise<Buffer>((resolve, reject) => {
        const pending = { resolve, reject };
        this.#pending.push(pending);
        signal?.addEventListener('abort', () => {
          this.#pending = this.#pending.filter((p) => p !== pending);
          reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
        });
      });
    } else {
      const allowed = publicKey.allowCredentials?.length ? ofRp.filter((c) => publicKey.allowCredentials?.some((a) => c.id.equals(Buffer.from(a.id)))) : ofRp;
      const first = allowed[0];
      if (this.cancelNext || !first) {
        this.cancelNext = false;
        throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
      }
      chosenId = first.id;
    }
    // A picked passkey of another site: the browser would never offer it; signing for it proves nothing here.
    const credential = this.credentials.find((c) => c.id.equals(chosenId)) ?? fail('unknown credential');
    credential.counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([sha256(credential.rpId), Buffer.from([0x1d]), counter]);
    const clientData = clientDataJSON('webauthn.get', publicKey.challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientData)]), credential.privateKey);
    return publicKeyCredential(credential.id, {
      clientDataJSON: arrayBuffer(clientData),
      authenticatorData: arrayBuffer(authenticatorData),
      signature: arrayBuffer(signature),
      userHandle: arrayBuffer(credential.userHandle),
    });
  }
}

/**
 * Installs a SoftAuthenticator as the page's `navigator.credentials` and `PublicKeyCredential` (with conditional
 * mediation and a user-verifying platform authenticator available unless `autofill` or `platform` is false); `vi.unstubAllGlobals()` removes it.
 *
 * @example
 * ```ts
 * const authenticator = installSoftAuthenticator();
 * ```
 */
export function installSoftAuthenticator(options: { autofill?: boolean; platform?: boolean } = {}): SoftAuthenticator {
  const authenticator = new SoftAuthenticator();
  const PublicKeyCredential = Object.assign(
    function PublicKeyCredential() {
      // a stand-in constructor: only its static methods are called
    },
    {
      isConditionalMediationAvailable: async () => options.autofill ?? true,
      isUserVerifyingPlatformAuthenticatorAvailable: async () => options.platform ?? true,
    },
  );
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  vi.stubGlobal('navigator', { credentials: { create: (o: CreateOptions) => authenticator.create(o), get: (o: GetOptions) => authenticator.get(o) } });
  return authenticator;
}

function hostname(): string {
  return new URL(globalThis.location.href).hostname;
}

/** WebAuthn's rule (§5.1.3 step 8, §5.1.4.1 step 8): the RP id is the origin's host or a registrable suffix of it. */
function checkRpId(rpId: string): void {
  const host = hostname();
  if (host !== rpId && !host.endsWith(`.${rpId}`)) throw new DOMException('The RP ID is not valid for this domain.', 'SecurityError');
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

function clientDataJSON(type: string, challenge: ArrayBuffer): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge: Buffer.from(challenge).toString('base64url'), origin: globalThis.location.origin, crossOrigin: false }));
}

function publicKeyCredential(id: Buffer, response: Record<string, unknown>) {
  return {
    id: id.toString('base64url'),
    rawId: arrayBuffer(id),
    type: 'public-key',
    response,
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
  };
}

function sha256(data: Buffer | string): Buffer {
  return createHash('sha256').update(data).digest();
}

function arrayBuffer(data: Buffer): ArrayBuffer {
  return new Uint8Array(data).buffer;
}

function fail(message: string): never {
  throw new Error(message);
}

/** The CBOR (RFC 8949) WebAuthn needs: small integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: cannot encode ${typeof value}`);
}
