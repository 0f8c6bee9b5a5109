import type { Limit, RateLimits } from '../limits/rate-limits';
import { refuseIfOver } from '../limits/too-many-requests';

/** Projects one dashboard user may create: 10 at once, then one every 2.4 hours (README "Operating Latch"). */
const PROJECTS_PER_OWNER: Limit = { limit: 10, windowMs: 24 * 60 * 60_000 };

/** Projects one client address may create, whoever signs in there: 20 at once, then one every 72 minutes. */
const PROJECTS_PER_CLIENT_ADDRESS: Limit = { limit: 20, windowMs: 24 * 60 * 60_000 };

/**
 * Counts one project creation by `ownerId` from `address`, or throws 429 with `Retry-After` when either allowance is
 * used up. On a hosted server anyone can sign up and create projects, and every project has its own per-project
 * allowances (mails, sign-ups): without this, sixty projects made in a second would multiply them sixty times.
 * `LATCH_RATE_LIMIT_SCALE` multiplies both allowances.
 */
export async function throttleProjectCreation(limits: RateLimits, ownerId: string, address: string | undefined): Promise<void> {
  const verdicts = [await limits.hit(`project-create:${ownerId}`, PROJECTS_PER_OWNER)];
  // No client address: an in-process call (tests); the owner's allowance still counts.
  if (address !== undefined) verdicts.push(await limits.hit(`project-create-from:${address}`, PROJECTS_PER_CLIENT_ADDRESS));
  refuseIfOver(verdicts, 'Too many projects created. Please wait a while before creating another one.');
}
