import type { Limit, RateLimits, Verdict } from '../limits/rate-limits';
import { refuseIfOver } from '../limits/too-many-requests';
import type { KnownPlace, SignInPlace } from './known-places';

export type SignInLimits = {
  /** Failed sign-ins one client address may make against one account (project and e-mail). */
  perAccountAndAddress: Limit;
  /**
   * Failed sign-ins against one account from all addresses together: bounds guessing spread over many. Over it,
   * only places the user signed in from before (a known device or address) may still try.
   */
  perAccount: Limit;
  /** Failed sign-ins from one client address against all accounts together: bounds password spraying. */
  perAddress: Limit;
  /**
   * Failed sign-ins with one known-device token against one account: what a stolen token buys, from any number of
   * addresses, once the account is over its limit.
   */
  perAccountAndDevice: Limit;
};

const TEN_MINUTES = 10 * 60_000;

/**
 * Generous enough that a person mistyping never meets them; tight enough to stop online guessing. Over a day they
 * allow at most 2 880 guesses per (account, address) and per (account, device), and 14 400 per account or per
 * address (README "Sign-in limits and lockouts").
 */
const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: { limit: 20, windowMs: TEN_MINUTES },
  perAccount: { limit: 100, windowMs: TEN_MINUTES },
  perAddress: { limit: 100, windowMs: TEN_MINUTES },
  perAccountAndDevice: { limit: 20, windowMs: TEN_MINUTES },
};

const MESSAGE = 'Too many failed sign-in attempts. Please try again later.';
const ACCOUNT_MESSAGE =
  'Too many failed sign-in attempts on this account from elsewhere. Sign in from a device you have used before, ' + 'with a code or link sent to your e-mail, or try again later.';

/**
 * Limits online password guessing without handing strangers a lockout (README "Sign-in limits and lockouts";
 * NIST SP 800-63B §5.2.2 rate limiting, OWASP "Slow Down Online Guessing Attacks with Device Cookies").
 * Failed sign-ins count per (account, client address), per account, per address and per (account, device token),
 * in the database so every instance sees them. Over a limit, sign-in answers 429 with `Retry-After` before any
 * password is checked, so even a right guess gives nothing away.
 *
 * A stranger failing from one address locks only that address out of the account. Failures from many addresses
 * together reach the account's limit; over it, a device or address the user signed in from before (`known`, asked
 * only then) may still try, within its own (account, address) and (account, device) limits, while everyone else
 * waits or signs in another way (an e-mail code), after which their address is known too.
 *
 * @example
 * ```ts
 * await throttle.check(account, place, () => knownPlace(db, userId, place)); // throws 429 when over a limit
 * if (!ok) await throttle.recordFailure(account, place); else await throttle.recordSuccess(account, place);
 * ```
 */
export class SignInThrottle {
  constructor(
    private readonly limits: RateLimits,
    private readonly settings: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  ) {}

  /**
   * Throws 429 when the address, or the address with the account, has used up its failures, or when the account
   * has and the place is not one `known` vouches for.
   */
  async check(account: string, place: SignInPlace, known: () => Promise<KnownPlace> = unknownPlace): Promise<void> {
    const [pair, address, whole] = await Promise.all([
      this.limits.check(pairKey(account, place.address), this.settings.perAccountAndAddress),
      place.address === undefined ? allowed : this.limits.check(addressKey(place.address), this.settings.perAddress),
      this.limits.check(accountKey(account), this.settings.perAccount),
    ]);
    refuseIfOver([pair, address], MESSAGE);
    if (whole.allowed) return;
    const { device, address: knownAddress } = await known();
    if (device && place.device !== undefined) {
      const byDevice = await this.limits.check(deviceKey(account, place.device), this.settings.perAccountAndDevice);
      if (byDevice.allowed || knownAddress) return;
      refuseIfOver([byDevice], MESSAGE);
    }
    if (knownAddress) return;
    refuseIfOver([whole], ACCOUNT_MESSAGE);
  }

  async recordFailure(account: string, place: SignInPlace): Promise<void> {
    const keys: [string, Limit][] = [
      [pairKey(account, place.address), this.settings.perAccountAndAddress],
      [accountKey(account), this.settings.perAccount],
    ];
    // No address only in-process (tests); every real connection has one.
    if (place.address !== undefined) keys.push([addressKey(place.address), this.settings.perAddress]);
    if (place.device !== undefined) keys.push([deviceKey(account, place.device), this.settings.perAccountAndDevice]);
    await Promise.all(keys.map(([key, limit]) => this.limits.record(key, limit)));
  }

  /**
   * The right password clears what this address failed against this account. The account's, the address's and the
   * device's totals keep counting: a success of the owner must not hand guessers elsewhere a fresh budget.
   */
  async recordSuccess(account: string, place: SignInPlace): Promise<void> {
    await this.limits.reset(pairKey(account, place.address));
  }
}

const allowed: Verdict = { allowed: true };

async function unknownPlace(): Promise<KnownPlace> {
  return { device: false, address: false };
}

function pairKey(account: string, address: string | undefined): string {
  return `sign-in:account-address:${account}:${address ?? 'unknown'}`;
}

function accountKey(account: string): string {
  return `sign-in:account:${account}`;
}

function addressKey(address: string): string {
  return `sign-in:address:${address}`;
}

function deviceKey(account: string, device: string): string {
  return `sign-in:account-device:${account}:${device}`;
}
