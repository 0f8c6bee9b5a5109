import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../kernel/db/open-database';
import { writeSettingIfMissing } from '../../kernel/db/settings';

/** The settings row holding the provider's private key (a JWK as JSON). */
const KEY_SETTING = 'dev_identity_provider_signing_key';

export type DevIdpKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK };

/**
 * The development identity provider's own ES256 key, apart from the keys that sign Latch's access tokens, so that
 * nothing it signs could pass for a Latch token. Kept in the settings table, which every instance shares; the first
 * instance to start writes it and the others read that one. It is kept in plain JSON like the access-token keys:
 * it signs only test identities.
 */
async function loadDevIdpKey(db: Db): Promise<DevIdpKey> {
  const stored = await writeSettingIfMissing(db, KEY_SETTING, JSON.stringify(await newPrivateJwk()));
  const privateJwk = JSON.parse(stored) as JWK;
  const { d: _private, ...publicPart } = privateJwk;
  const kid = await calculateJwkThumbprint(publicPart);
  const publicJwk: JWK = { ...publicPart, kid, alg: 'ES256', use: 'sig' };
  const [privateKey, publicKey] = await Promise.all([importJWK(privateJwk, 'ES256'), importJWK(publicPart, 'ES256')]);
  return { kid, privateKey: privateKey as CryptoKey, publicKey: publicKey as CryptoKey, publicJwk };
}

async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return exportJWK(privateKey);
}

/** The key of this server, loaded once (a failed load is tried again on the next request). */
export function lazyDevIdpKey(db: Db): () => Promise<DevIdpKey> {
  let loading: Promise<DevIdpKey> | undefined;
  return () => {
    loading ??= loadDevIdpKey(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
