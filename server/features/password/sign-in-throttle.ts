import type { Limit, RateLimits } from '../../limits/rate-limits';
import { refuseIfOver } from '../../limits/too-many-requests';

export type SignInLimits = {
  /** Failed sign-ins one client address may make against one account (project and e-mail). */
  perAccountAndAddress: Limit;
  /** Failed sign-ins against one account from all addresses together: bounds guessing spread over many. */
  perAccount: Limit;
  /** Failed sign-ins from one client address against all accounts together: bounds password spraying. */
  perAddress: Limit;
};

const TEN_MINUTES = 10 * 60_000;

/**
 * Generous enough that a person mistyping never meets them; tight enough to stop online guessing. Over a day they
 * allow at most 2 880 guesses per (account, address) and 14 400 per account or per address.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: { limit: 20, windowMs: TEN_MINUTES },
  perAccount: { limit: 100, windowMs: TEN_MINUTES },
  perAddress: { limit: 100, windowMs: TEN_MINUTES },
};

const MESSAGE = 'Too many failed sign-in attempts. Please try again later.';

/**
 * Limits online password guessing (security.md "Passwords and codes", "Lockouts must not become a weapon").
 * Failed sign-ins count per (account, client address), per account and per address, in the database so every
 * instance sees them. Over any limit, sign-in answers 429 with `Retry-After` before any password is checked, so
 * even a right guess gives nothing away. A stranger failing from one address locks only that address out of the
 * account: the owner signing in from elsewhere still gets in, until failures from many addresses together reach
 * the account's own, higher limit.
 *
 * @example
 * ```ts
 * await throttle.check(account, address); // throws 429 when over a limit
 * if (!ok) await throttle.recordFailure(account, address); else await throttle.recordSuccess(account, address);
 * ```
 */
export class SignInThrottle {
  constructor(
    private readonly limits: RateLimits,
    private readonly settings: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  ) {}

  /** Throws 429 when the account, the address, or the two together have used up their failures. */
  async check(account: string, address: string | undefined): Promise<void> {
    const verdicts = await Promise.all(this.keys(account, address).map(([key, limit]) => this.limits.check(key, limit)));
    refuseIfOver(verdicts, MESSAGE);
  }

  async recordFailure(account: string, address: string | undefined): Promise<void> {
    await Promise.all(this.keys(account, address).map(([key, limit]) => this.limits.record(key, limit)));
  }

  /**
   * The right password clears what this address failed against this account. The account's and the address's
   * totals keep counting: a success of the owner must not hand guessers elsewhere a fresh budget.
   */
  async recordSuccess(account: string, address: string | undefined): Promise<void> {
    await this.limits.reset(pairKey(account, address));
  }

  private keys(account: string, address: string | undefined): [string, Limit][] {
    const keys: [string, Limit][] = [
      [pairKey(account, address), this.settings.perAccountAndAddress],
      [`sign-in:account:${account}`, this.settings.perAccount],
    ];
    // No address only in-process (tests); every real connection has one.
    if (address !== undefined) keys.push([`sign-in:address:${address}`, this.settings.perAddress]);
    return keys;
  }
}

function pairKey(account: string, address: string | undefined): string {
  return `sign-in:account-address:${account}:${address ?? 'unknown'}`;
}
