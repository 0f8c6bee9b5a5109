import { randomToken, sha256Hex } from '../auth/secrets';
import type { Db } from '../db/open-database';

const DAY = 24 * 60 * 60_000;
/** How long an address a user signed in from stays known: addresses change hands (homes, phones, offices). */
const KNOWN_ADDRESS_MS = 30 * DAY;
/** How long a known-device token stays known without a sign-in renewing it. */
const KNOWN_DEVICE_MS = 365 * DAY;

/** Expired places are deleted at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;
let nextSweepAt = 0;

/**
 * Where a sign-in comes from: its client address (undefined only in-process) and the known-device token the client
 * sent (`x-latch-known-device`), when well formed.
 */
export type SignInPlace = { address: string | undefined; device: string | undefined };

/** What of a place a user signed in from before. */
export type KnownPlace = { device: boolean; address: boolean };

/**
 * The token a client sent in `x-latch-known-device`, or undefined when there is none or it is not one Latch could
 * have made (then it is ignored, like a stale cookie, and a fresh one is handed out on success).
 *
 * @example
 * ```ts
 * const place = { address: clientAddress(c), device: deviceTokenFrom(c.req.header(KNOWN_DEVICE_HEADER)) };
 * ```
 */
export function deviceTokenFrom(header: string | undefined): string | undefined {
  const token = header?.trim();
  return token !== undefined && /^[0-9a-z]{45}$/.test(token) ? token : undefined;
}

/**
 * Whether `userId` signed in successfully from this device (token) or this address before, within their lifetimes
 * (README "Sign-in limits and lockouts"). The sign-in throttle asks only once an account is over its own limit.
 *
 * @example
 * ```ts
 * const known = await knownPlace(db, user.id, { address, device }); // { device: true, address: false }
 * ```
 */
export async function knownPlace(db: Db, userId: string, place: SignInPlace): Promise<KnownPlace> {
  const keys = placeKeys(userId, place);
  if (keys.length === 0) return { device: false, address: false };
  const rows = await db
    .selectFrom('known_sign_in_places')
    .select('key_hash')
    .where(
      'key_hash',
      'in',
      keys.map(([, hash]) => hash),
    )
    .where('expires_at', '>', Date.now())
    .execute();
  const found = new Set(rows.map((row) => row.key_hash));
  const has = (kind: 'device' | 'address') => keys.some(([k, hash]) => k === kind && found.has(hash));
  return { device: has('device'), address: has('address') };
}

/**
 * Remembers the address of a successful sign-in (every method passes here through the sign-in gate), so a later
 * password sign-in from it is spared an account-wide lockout.
 *
 * @example
 * ```ts
 * await rememberAddress(deps.db, userId, context.ip);
 * ```
 */
export async function rememberAddress(db: Db, userId: string, address: string | undefined): Promise<void> {
  if (address === undefined) return;
  await remember(db, userId, addressKey(userId, address), KNOWN_ADDRESS_MS);
}

/**
 * Remembers the device of a successful password sign-in or sign-up and answers its token: the one it sent when
 * well formed (one device may hold several accounts), else a new random one. Only its hash with the user is kept.
 *
 * @example
 * ```ts
 * c.header(KNOWN_DEVICE_HEADER, await rememberDevice(deps.db, userId, place.device));
 * ```
 */
export async function rememberDevice(db: Db, userId: string, device: string | undefined): Promise<string> {
  const token = device ?? randomToken();
  await remember(db, userId, deviceKey(userId, token), KNOWN_DEVICE_MS);
  return token;
}

async function remember(db: Db, userId: string, keyHash: string, lifetimeMs: number): Promise<void> {
  const now = Date.now();
  if (now >= nextSweepAt) {
    nextSweepAt = now + SWEEP_EVERY_MS;
    await db.deleteFrom('known_sign_in_places').where('expires_at', '<=', now).execute();
  }
  await db
    .insertInto('known_sign_in_places')
    .values({ key_hash: keyHash, user_id: userId, expires_at: now + lifetimeMs })
    .onConflict((oc) => oc.column('key_hash').doUpdateSet({ expires_at: now + lifetimeMs }))
    .execute();
}

function placeKeys(userId: string, place: SignInPlace): ['device' | 'address', string][] {
  const keys: ['device' | 'address', string][] = [];
  if (place.device !== undefined) keys.push(['device', deviceKey(userId, place.device)]);
  if (place.address !== undefined) keys.push(['address', addressKey(userId, place.address)]);
  return keys;
}

function addressKey(userId: string, address: string): string {
  return sha256Hex(`address:${userId}:${address}`);
}

function deviceKey(userId: string, token: string): string {
  return sha256Hex(`device:${userId}:${token}`);
}
