import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { fail } from '../../protocol/fail';
import type { Db } from '../db/open-database';
import { deriveAudienceKey, type KeyAudience } from './audience-keys';

export type SigningKey = {
  kid: string;
  /** Whose tokens this key signs: each stored key also yields one derived key per other audience. */
  audience: KeyAudience;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  createdAt: number;
};

/** How long a loaded key set is trusted before the database is read again (picks up rotations). */
const RELOAD_AFTER_MS = 60_000;

/**
 * The ES256 keys that sign access tokens. They live in the database so every server instance signs and
 * verifies with the same keys; the newest unretired key signs, and the JWKS publishes every unretired key
 * (the current one and the one before it after a rotation). Anonymous and restricted users' tokens are signed
 * with keys derived from the stored ones (audience-keys.ts), published only when the JWKS is asked for them.
 */
export class SigningKeyStore {
  private keys: SigningKey[] = [];
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /** Creates the first key when the database has none. Safe to race: the newest key wins everywhere. */
  async ensureKey(): Promise<void> {
    const existing = await this.db.selectFrom('signing_keys').select('kid').where('retired_at', 'is', null).executeTakeFirst();
    if (!existing) await insertNewKey(this.db);
    await this.reload();
  }

  /** Adds a new signing key and retires all but the previous one, which stays published until the next rotation. */
  async rotate(): Promise<void> {
    await insertNewKey(this.db);
    const active = await this.db
      .selectFrom('signing_keys')
      .select('kid')
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .execute();
    const stale = active.slice(2).map((k) => k.kid);
    if (stale.length > 0) {
      await this.db.updateTable('signing_keys').set({ retired_at: Date.now() }).where('kid', 'in', stale).execute();
    }
    await this.reload();
  }

  /** The key that signs new tokens of `audience`. */
  async current(audience: KeyAudience = 'normal'): Promise<SigningKey> {
    const keys = await this.all();
    return keys.find((k) => k.audience === audience) ?? fail('no signing key: call ensureKey() at start-up');
  }

  /**
   * The verification key for `kid`; an unknown kid reloads once, in case another instance rotated. (A forged kid
   * costs one small indexed read, no more than any request's project lookup, so this is no amplification.)
   */
  async find(kid: string): Promise<SigningKey | undefined> {
    const found = (await this.all()).find((k) => k.kid === kid);
    if (found) return found;
    await this.reload();
    return this.keys.find((k) => k.kid === kid);
  }

  /**
   * Public keys for the JWKS document, newest first: the normal users' keys, plus the restricted and anonymous
   * users' keys when asked (stack-api §5; asking for anonymous includes restricted, as Stack does).
   */
  async publicJwks(options: { includeAnonymous?: boolean; includeRestricted?: boolean } = {}): Promise<JWK[]> {
    const wanted = new Set<KeyAudience>(['normal']);
    if (options.includeRestricted || options.includeAnonymous) wanted.add('restricted');
    if (options.includeAnonymous) wanted.add('anon');
    return (await this.all()).filter((k) => wanted.has(k.audience)).map((k) => k.publicJwk);
  }

  private async all(): Promise<SigningKey[]> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) await this.reload();
    return this.keys;
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const rows = await this.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .execute();
    const perRow = await Promise.all(
      rows.map(async (row) => {
        const stored = { privateJwk: JSON.parse(row.private_jwk) as JWK, publicJwk: JSON.parse(row.public_jwk) as JWK };
        const anon = await deriveAudienceKey(stored.privateJwk, 'anon');
        const restricted = await deriveAudienceKey(stored.privateJwk, 'restricted');
        return Promise.all([
          importPair({ audience: 'normal', ...stored }, row.created_at),
          importPair({ audience: 'anon', ...anon }, row.created_at),
          importPair({ audience: 'restricted', ...restricted }, row.created_at),
        ]);
      }),
    );
    this.keys = perRow.flat();
    this.loadedAt = Date.now();
  }
}

async function importPair(
  pair: { audience: KeyAudience; privateJwk: JWK; publicJwk: JWK },
  createdAt: number,
): Promise<SigningKey> {
  return {
    kid: pair.publicJwk.kid ?? fail('every signing key has a kid'),
    audience: pair.audience,
    privateKey: (await importJWK(pair.privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(pair.publicJwk, 'ES256')) as CryptoKey,
    publicJwk: pair.publicJwk,
    createdAt,
  };
}

async function insertNewKey(db: Db): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = (await calculateJwkThumbprint(publicJwk)).slice(0, 12);
  const privateJwk = await exportJWK(privateKey);
  const withMeta = (jwk: JWK) => ({ ...jwk, kid, alg: 'ES256', use: 'sig' });
  await db
    .insertInto('signing_keys')
    .values({
      kid,
      private_jwk: JSON.stringify(withMeta(privateJwk)),
      public_jwk: JSON.stringify(withMeta(publicJwk)),
      created_at: Date.now(),
      retired_at: null,
    })
    .execute();
}
