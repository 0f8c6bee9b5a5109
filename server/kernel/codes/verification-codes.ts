import { KnownError } from '../../../protocol/known-error';
import { newId, randomToken, sha256Hex } from '../auth/secrets';
import type { Db } from '../db/open-database';
import { CODE_LENGTH, CODE_LIFETIMES_MS, MAX_CODE_ATTEMPTS, OTP_LENGTH, type CodePurpose } from './code-purposes';

/** A code just made: `code` goes into the link or e-mail and is never stored; `id` names it (e.g. an invitation). */
export type NewCode = { id: string; code: string; expiresAt: number };

/** Expired codes are kept this long, so a late click hears "expired" rather than "not found". */
const EXPIRED_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * Verification codes for every code flow (docs/wire.md §6): e-mail verification, password reset, magic link and OTP,
 * team invitation, MFA attempt, passkey challenge, CLI login. A code is 45 random characters (225 bits), stored
 * only as its SHA-256, bound to a project and a purpose, carries the flow's data, expires, and is used once.
 * Errors come in the reference's order: not found (404) → expired (400) → already used (409) → too many
 * attempts (400). Codes are lower-cased before lookup, since users type the OTP in capitals (docs/wire.md §4).
 *
 * @example
 * ```ts
 * const codes = new VerificationCodes(deps.db);
 * const { code } = await codes.create(project.id, 'password-reset', { user_id: user.id });
 * // later, from the link:
 * const { user_id } = await codes.consume<{ user_id: string }>(project.id, 'password-reset', body.code);
 * ```
 */
export class VerificationCodes {
  constructor(private readonly db: Db) {}

  /** Makes a code for `data`, living `expiresInMs` or the purpose's default lifetime. */
  async create(projectId: string, purpose: CodePurpose, data: object, expiresInMs?: number): Promise<NewCode> {
    const now = Date.now();
    // Old codes go as new ones come: an indexed range delete, nearly always of nothing.
    await this.db
      .deleteFrom('verification_codes')
      .where('expires_at', '<', now - EXPIRED_KEPT_MS)
      .execute();
    const code = randomToken(CODE_LENGTH);
    const id = newId();
    const expiresAt = now + (expiresInMs ?? CODE_LIFETIMES_MS[purpose]);
    await this.db
      .insertInto('verification_codes')
      .values({
        id,
        project_id: projectId,
        purpose,
        code_hash: sha256Hex(code),
        nonce_hash: nonceHash(code),
        data: JSON.stringify(data),
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
        attempt_count: 0,
      })
      .execute();
    return { id, code, expiresAt };
  }

  /**
   * Uses the code and returns its data. Atomic: of two concurrent uses exactly one wins, the other hears
   * `VERIFICATION_CODE_ALREADY_USED`.
   */
  async consume<T>(projectId: string, purpose: CodePurpose, code: string): Promise<T> {
    const now = Date.now();
    const used = await this.db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('project_id', '=', projectId)
      .where('purpose', '=', purpose)
      .where('code_hash', '=', sha256Hex(code.toLowerCase()))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempt_count', '<', MAX_CODE_ATTEMPTS)
      .returning('data')
      .executeTakeFirst();
    if (used) return JSON.parse(used.data) as T;
    await this.findUsable(projectId, purpose, code, now);
    // Usable a moment ago yet not updated: another request used it in between.
    throw new KnownError('VERIFICATION_CODE_ALREADY_USED');
  }

  /** Throws the code's error if it could not be used now; uses nothing (the `/check-code` routes). */
  async check(projectId: string, purpose: CodePurpose, code: string): Promise<void> {
    await this.findUsable(projectId, purpose, code, Date.now());
  }

  /** The data of a code that could be used now, without using it (the `/details` routes). */
  async details<T>(projectId: string, purpose: CodePurpose, code: string): Promise<T> {
    return JSON.parse(await this.findUsable(projectId, purpose, code, Date.now())) as T;
  }

  /**
   * Counts one failed attempt against the code itself (a wrong second factor typed with an MFA attempt code): at
   * `MAX_CODE_ATTEMPTS` the code is dead, even for the right answer.
   */
  async countAttempt(projectId: string, purpose: CodePurpose, code: string): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1) }))
      .where('project_id', '=', projectId)
      .where('purpose', '=', purpose)
      .where('code_hash', '=', sha256Hex(code.toLowerCase()))
      .where('used_at', 'is', null)
      .execute();
  }

  /** The code's data, or its error in the reference's order. A miss counts as a failed guess of its nonce. */
  private async findUsable(projectId: string, purpose: CodePurpose, code: string, now: number): Promise<string> {
    const normalized = code.toLowerCase();
    const row = await this.db
      .selectFrom('verification_codes')
      .select(['data', 'expires_at', 'used_at', 'attempt_count'])
      .where('project_id', '=', projectId)
      .where('purpose', '=', purpose)
      .where('code_hash', '=', sha256Hex(normalized))
      .executeTakeFirst();
    if (!row) {
      await this.countFailedGuess(projectId, purpose, normalized);
      throw new KnownError('VERIFICATION_CODE_NOT_FOUND');
    }
    if (row.expires_at <= now) throw new KnownError('VERIFICATION_CODE_EXPIRED');
    if (row.used_at !== null) throw new KnownError('VERIFICATION_CODE_ALREADY_USED');
    if (row.attempt_count >= MAX_CODE_ATTEMPTS) throw new KnownError('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    return row.data;
  }

  /**
   * A wrong code with a real code's nonce is a wrong OTP typed for that code: every code sharing the nonce counts
   * an attempt, so the 30 bits of a six-character OTP cannot be guessed online (docs/wire.md §4).
   */
  private async countFailedGuess(projectId: string, purpose: CodePurpose, code: string): Promise<void> {
    if (code.length !== CODE_LENGTH) return;
    await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1) }))
      .where('project_id', '=', projectId)
      .where('purpose', '=', purpose)
      .where('nonce_hash', '=', nonceHash(code))
      .where('used_at', 'is', null)
      .execute();
  }
}

function nonceHash(code: string): string {
  return sha256Hex(code.slice(OTP_LENGTH));
}
