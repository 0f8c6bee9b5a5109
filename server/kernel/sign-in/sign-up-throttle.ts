import type { Limit, RateLimits } from '../limits/rate-limits';
import { refuseIfOver } from '../limits/too-many-requests';

/**
 * Sign-ups one client address may attempt per project: 30 an hour, in a burst of up to 30 (then one every two
 * minutes). Far above what one person or a household needs, low enough that mass account creation and
 * e-mail probing through sign-up (`USER_EMAIL_ALREADY_EXISTS`) stay slow (docs/security.md "Throttles").
 */
const SIGN_UP_LIMIT: Limit = { limit: 30, windowMs: 60 * 60_000 };

/**
 * Counts a sign-up attempt from `address`, or throws 429 with `Retry-After` when the address has used up its
 * attempts for this project. Every attempt counts, failed ones included, and it comes first: the password
 * hashing behind a sign-up is what an abuser would otherwise get for free.
 *
 * @example
 * ```ts
 * await throttleSignUp(limits, project.id, clientAddress(c));
 * ```
 */
export async function throttleSignUp(limits: RateLimits, projectId: string, address: string | undefined): Promise<void> {
  // No address only in-process (tests); every real connection has one.
  if (address === undefined) return;
  refuseIfOver([await limits.hit(`sign-up:${projectId}:${address}`, SIGN_UP_LIMIT)], 'Too many sign-ups from this address. Please try again later.');
}
