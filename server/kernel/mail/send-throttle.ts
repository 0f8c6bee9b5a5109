import type { Limit, RateLimits } from '../limits/rate-limits';
import { refuseIfOver } from '../limits/too-many-requests';

/**
 * Mails one recipient address may be sent per project and flow family: 5 in a burst, then one every two minutes.
 * Enough for "resend" a few times; too few to flood someone's inbox through our server (docs/security.md "Throttles").
 */
const SENDS_PER_RECIPIENT: Limit = { limit: 5, windowMs: 10 * 60_000 };

/** Mails one client address may trigger per project, whatever the recipients: 20 in a burst, then one every 3 min. */
const SENDS_PER_CLIENT_ADDRESS: Limit = { limit: 20, windowMs: 60 * 60_000 };

/** Which flow a send belongs to: each has its own per-recipient allowance, so a reset doesn't use up sign-in codes. */
export type SendFlow = 'sign-in-code' | 'verification' | 'password-reset' | 'team-invitation';

/**
 * Counts one e-mail send of `flow` to `recipient` triggered from client `address`, or throws 429 with
 * `Retry-After` when either allowance is used up. Call it before creating the code or sending, so a refused
 * request writes nothing. Recipient addresses are compared case-insensitively.
 *
 * @example
 * ```ts
 * await throttleEmailSend(deps.limits, project.id, { flow: 'password-reset', recipient: body.email, address: clientAddress(c) });
 * ```
 */
export async function throttleEmailSend(limits: RateLimits, projectId: string, send: { flow: SendFlow; recipient: string; address: string | undefined }): Promise<void> {
  const recipient = send.recipient.trim().toLowerCase();
  const verdicts = [await limits.hit(`email-send:${projectId}:${send.flow}:${recipient}`, SENDS_PER_RECIPIENT)];
  // No client address: in-process calls (tests), or a send whose request was counted per address already.
  if (send.address !== undefined) verdicts.push(await limits.hit(`email-send-from:${projectId}:${send.address}`, SENDS_PER_CLIENT_ADDRESS));
  refuseIfOver(verdicts, 'Too many e-mails requested. Please wait a little before asking for another one.');
}
