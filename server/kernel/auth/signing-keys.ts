import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { fail } from '../../../protocol/fail';
import type { Db } from '../db/open-database';
import type { SigningKeyTable } from '../db/schema';
import { deriveAudienceKey, type KeyAudience } from './audience-keys';

export type SigningKey = {
  kid: string;
  /** The project whose tokens only this key signs, or null for the server-wide key set. */
  projectId: string | null;
  /** Whose tokens this key signs: each stored key also yields one derived key per other audience. */
  audience: KeyAudience;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  createdAt: number;
};

/** How long a loaded key set is trusted before the database is read again (picks up rotations). */
const RELOAD_AFTER_MS = 60_000;

type Loaded = { keys: SigningKey[]; loadedAt: number };

/**
 * The ES256 keys that sign access tokens. They live in the database so every server instance signs and
 * verifies with the same keys. The server-wide set signs for projects made at start-up; a project created through
 * the API gets its own key (its JWKS then publishes only that), so one project's key never verifies another's
 * tokens. The newest unretired key signs, and the JWKS publishes every unretired key of the set. Anonymous and
 * restricted users' tokens are signed with keys derived from the stored ones (audience-keys.ts), published only
 * when the JWKS is asked for them (docs/wire.md §5).
 */
export class SigningKeyStore {
  private readonly sets = new Map<string | null, Loaded>();
  private readonly loading = new Map<string | null, Promise<Loaded>>();

  constructor(private readonly db: Db) {}

  /** Creates the first server-wide key when the database has none. Safe to race: the newest key wins everywhere. */
  async ensureKey(): Promise<void> {
    const existing = await this.db.selectFrom('signing_keys').select('kid').where('retired_at', 'is', null).where('project_id', 'is', null).executeTakeFirst();
    if (!existing) await insertNewKey(this.db, null);
    await this.reload(null);
  }

  /** Gives a project its own signing key (at its creation, in the creating transaction). */
  static async addProjectKey(trx: Db, projectId: string): Promise<void> {
    await insertNewKey(trx, projectId);
  }

  /** Adds a new server-wide key and retires all but the previous one, which stays published until the next rotation. */
  async rotate(): Promise<void> {
    await insertNewKey(this.db, null);
    const active = await this.db
      .selectFrom('signing_keys')
      .select('kid')
      .where('retired_at', 'is', null)
      .where('project_id', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .execute();
    const stale = active.slice(2).map((k) => k.kid);
    if (stale.length > 0) {
      await this.db.updateTable('signing_keys').set({ retired_at: Date.now() }).where('kid', 'in', stale).execute();
    }
    await this.reload(null);
  }

  /** The key that signs new tokens of `audience` in `projectId`: from its own newest key, else the server-wide one. */
  async current(projectId: string, audience: KeyAudience = 'normal'): Promise<SigningKey> {
    const keys = await this.publishedFor(projectId);
    return keys.find((k) => k.audience === audience) ?? fail('no signing key: call ensureKey() at start-up');
  }

  /**
   * The key for `kid` that may verify tokens of `audience` in `projectId`; an unknown kid reloads once, in case
   * another instance rotated. (A forged kid costs one small indexed read, no more than any request's project lookup.)
   */
  async find(kid: string, projectId: string, audience: KeyAudience): Promise<SigningKey | undefined> {
    const pick = async () => (await this.publishedFor(projectId)).find((k) => k.kid === kid && k.audience === audience);
    const found = await pick();
    if (found) return found;
    await Promise.all([this.reload(null), this.reload(projectId)]);
    return pick();
  }

  /**
   * Public keys for a project's JWKS document, newest first: the normal users' keys, plus the restricted and
   * anonymous users' keys when asked (docs/wire.md §5; asking for anonymous includes restricted, as Stack does).
   */
  async publicJwks(projectId: string, options: { includeAnonymous?: boolean; includeRestricted?: boolean } = {}): Promise<JWK[]> {
    const wanted = new Set<KeyAudience>(['normal']);
    if (options.includeRestricted || options.includeAnonymous) wanted.add('restricted');
    if (options.includeAnonymous) wanted.add('anon');
    return (await this.publishedFor(projectId)).filter((k) => wanted.has(k.audience)).map((k) => k.publicJwk);
  }

  private async publishedFor(projectId: string): Promise<SigningKey[]> {
    const own = await this.set(projectId);
    return own.length > 0 ? own : this.set(null);
  }

  private async set(projectId: string | null): Promise<SigningKey[]> {
    const loaded = this.sets.get(projectId);
    if (loaded && Date.now() - loaded.loadedAt <= RELOAD_AFTER_MS) return loaded.keys;
    return (await this.reload(projectId)).keys;
  }

  private reload(projectId: string | null): Promise<Loaded> {
    const pending = this.loading.get(projectId);
    if (pending) return pending;
    const loading = this.load(projectId).finally(() => this.loading.delete(projectId));
    this.loading.set(projectId, loading);
    return loading;
  }

  private async load(projectId: string | null): Promise<Loaded> {
    let query = this.db.selectFrom('signing_keys').selectAll().where('retired_at', 'is', null);
    query = projectId === null ? query.where('project_id', 'is', null) : query.where('project_id', '=', projectId);
    const rows = await query.orderBy('created_at', 'desc').orderBy('kid', 'desc').execute();
    const loaded = { keys: (await Promise.all(rows.map(toSigningKeys))).flat(), loadedAt: Date.now() };
    this.sets.set(projectId, loaded);
    return loaded;
  }
}

/** A stored key signs normal users' tokens; the anonymous and restricted users' keys are derived from it. */
async function toSigningKeys(row: SigningKeyTable): Promise<SigningKey[]> {
  const stored = { privateJwk: JSON.parse(row.private_jwk) as JWK, publicJwk: JSON.parse(row.public_jwk) as JWK };
  const pairs = [
    { audience: 'normal' as const, ...stored },
    { audience: 'anon' as const, ...(await deriveAudienceKey(stored.privateJwk, 'anon')) },
    { audience: 'restricted' as const, ...(await deriveAudienceKey(stored.privateJwk, 'restricted')) },
  ];
  return Promise.all(
    pairs.map(async (pair) => ({
      kid: pair.publicJwk.kid ?? fail('every signing key has a kid'),
      projectId: row.project_id,
      audience: pair.audience,
      privateKey: (await importJWK(pair.privateJwk, 'ES256')) as CryptoKey,
      publicKey: (await importJWK(pair.publicJwk, 'ES256')) as CryptoKey,
      publicJwk: pair.publicJwk,
      createdAt: row.created_at,
    })),
  );
}

async function insertNewKey(db: Db, projectId: string | null): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = (await calculateJwkThumbprint(publicJwk)).slice(0, 12);
  const privateJwk = await exportJWK(privateKey);
  const withMeta = (jwk: JWK) => ({ ...jwk, kid, alg: 'ES256', use: 'sig' });
  await db
    .insertInto('signing_keys')
    .values({
      kid,
      project_id: projectId,
      private_jwk: JSON.stringify(withMeta(privateJwk)),
      public_jwk: JSON.stringify(withMeta(publicJwk)),
      created_at: Date.now(),
      retired_at: null,
    })
    .execute();
}
