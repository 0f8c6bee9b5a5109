/** The exit code of a start refused for its configuration: sysexits.h's EX_CONFIG (README "Configuration errors"). */
export const EXIT_CONFIG = 78;

/**
 * Every problem found in the configuration, gathered so the operator fixes them all in one go. Its message is the
 * problems, one a line; `main.ts` prints them and exits with EXIT_CONFIG.
 */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Fewest different byte values a 32-byte `LATCH_SECRET_KEY` may have (random bytes have about 30). */
const MIN_DISTINCT_BYTES = 20;

/**
 * Why `LATCH_SECRET_KEY` is refused, or undefined when it is strong enough (README "Configuration"): it must be 32
 * bytes in base64 or base64url (`openssl rand -base64 32`), with at least MIN_DISTINCT_BYTES different byte values
 * (refuses repeated patterns such as all zeros), and not all printable text (a phrase or password encoded in base64
 * is guessable; 32 random bytes are all printable once in 10^14). Never repeats the key.
 *
 * @example
 * ```ts
 * secretKeyProblem(Buffer.alloc(32).toString('base64')); // 'LATCH_SECRET_KEY is weak: …'
 * ```
 */
export function secretKeyProblem(value: string): string | undefined {
  const howTo = 'make one with `openssl rand -base64 32`';
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return `LATCH_SECRET_KEY must be base64 (32 random bytes); ${howTo}`;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 32) return `LATCH_SECRET_KEY must be 32 bytes in base64, got ${bytes.length} bytes; ${howTo}`;
  if (new Set(bytes).size < MIN_DISTINCT_BYTES) return `LATCH_SECRET_KEY is weak: its bytes repeat like a pattern, not random ones; ${howTo}`;
  if (bytes.every((b) => b >= 0x20 && b <= 0x7e)) return `LATCH_SECRET_KEY is weak: it is text (a phrase or password) in base64, not random bytes; ${howTo}`;
  return undefined;
}
