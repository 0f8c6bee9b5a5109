import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { writeSettingIfMissing } from '../db/settings';

const VERSION = 'v1';
const KEY_SETTING = 'secret_box_key';

/**
 * Seals secrets the server must read back later (OAuth client secrets, provider tokens) with AES-256-GCM, so a copy
 * of the database alone does not give them away when the key is kept apart (`LATCH_SECRET_KEY`). Without that
 * variable the key is made once and kept in the database's settings, which every instance shares — at rest then
 * means "not in plain text in the rows", and the README says so.
 *
 * @example
 * ```ts
 * const box = await SecretBox.load(db, process.env.LATCH_SECRET_KEY);
 * const sealed = box.seal('gho_…'); // 'v1.<iv>.<ciphertext>'
 * box.open(sealed); // 'gho_…'
 * ```
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** The box with the operator's key (base64 or base64url of 32 bytes), or the database's own. */
  static async load(db: Db, operatorKey?: string | undefined): Promise<SecretBox> {
    if (operatorKey) return new SecretBox(SecretBox.parseKey(operatorKey));
    const stored = await writeSettingIfMissing(db, KEY_SETTING, randomBytes(32).toString('base64url'));
    return new SecretBox(SecretBox.parseKey(stored));
  }

  /** A box over a key given directly (tests, tools). */
  static fromKey(key: string): SecretBox {
    return new SecretBox(SecretBox.parseKey(key));
  }

  private static parseKey(text: string): Buffer {
    const key = Buffer.from(text, 'base64url');
    if (key.length !== 32) throw new Error('LATCH_SECRET_KEY must be 32 random bytes in base64, e.g. `openssl rand -base64 32`');
    return key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plain text of a sealed value; throws when it was sealed with another key or altered. */
  open(sealed: string): string {
    const [version, iv, body] = sealed.split('.');
    if (version !== VERSION || !iv || !body) throw new Error('Not a sealed secret');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value is sealed (values written before sealing existed are plain). */
  static isSealed(value: string): boolean {
    return /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value);
  }
}
