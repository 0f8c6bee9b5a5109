import { RateLimits, type Limit } from '../limits/rate-limits';
import type { ServerDeps } from '../../server-deps';

/**
 * Mails one recipient address may be sent through the operator's shared SMTP server, counted across all projects:
 * 10 in a burst, then one every six minutes. Each project has its own allowances too (send-throttle.ts), but anyone
 * can create many projects; this keeps the operator's server from flooding an outside address, whatever the number of
 * projects. Projects with their own SMTP server are not counted here (README "Operating Latch").
 */
const SHARED_MAILS_PER_RECIPIENT: Limit = { limit: 10, windowMs: 60 * 60_000 };

/**
 * Counts one shared mail to each of `recipients` (case-insensitively); true when any of them has used up its
 * allowance, in which case the mail must not be sent.
 */
export async function refusedBySharedMailLimit(deps: Pick<ServerDeps, 'db' | 'rateLimitScale'>, recipients: readonly string[]): Promise<boolean> {
  const limits = new RateLimits(deps.db, deps.rateLimitScale);
  let refused = false;
  for (const recipient of recipients) {
    const verdict = await limits.hit(`shared-mail-to:${recipient.trim().toLowerCase()}`, SHARED_MAILS_PER_RECIPIENT);
    if (!verdict.allowed) refused = true;
  }
  return refused;
}
