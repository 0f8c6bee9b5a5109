import type { SendTestEmailJson } from '../../../protocol/emails/json';
import type { SendTestEmailBody } from '../../../protocol/emails/schemas';
import type { Limit, RateLimits } from '../../kernel/limits/rate-limits';
import { refuseIfOver } from '../../kernel/limits/too-many-requests';
import { describeSmtpError, smtpErrorForLog } from '../../kernel/mail/describe-smtp-error';
import { deliverBySmtp } from '../../kernel/mail/smtp-delivery';
import { assertSmtpHostAllowed, smtpNetwork } from '../../kernel/mail/smtp-network';
import type { ServerDeps } from '../../server-deps';

/**
 * Test e-mails one project may send: 10 in a burst, then one every six minutes. Enough to get a configuration right;
 * too few to use the server as a port scanner or to spam through it (README "Operating Latch").
 */
const TEST_EMAILS_PER_PROJECT: Limit = { limit: 10, windowMs: 60 * 60_000 };

/**
 * Tries an SMTP configuration before an admin saves it (docs/product.md §7 "Admin level"; §8 "Test e-mail failure returns
 * errorMessage"). A host in a private network is refused as when saving; a failure to deliver is an answer, not an
 * error, in generic words: the whole error goes to the operator's log only (describe-smtp-error.ts).
 */
export async function sendTestEmail(deps: ServerDeps, limits: RateLimits, projectId: string, body: SendTestEmailBody): Promise<SendTestEmailJson> {
  const { host, port, username, password, sender_name, sender_email } = body.email_config;
  const network = smtpNetwork(deps);
  assertSmtpHostAllowed(host, network);
  refuseIfOver([await limits.hit(`test-email:${projectId}`, TEST_EMAILS_PER_PROJECT)], 'Too many test e-mails. Please wait a few minutes before sending another one.');
  try {
    await deliverBySmtp(
      { host, port, username, password, network },
      {
        from: { name: sender_name, address: sender_email },
        to: [body.recipient_email],
        subject: 'Test e-mail from Latch',
        text: 'This is a test e-mail from Latch. If you received it, your e-mail server configuration works.\n',
        html: '<p>This is a test e-mail from Latch. If you received it, your e-mail server configuration works.</p>',
      },
    );
    return { success: true };
  } catch (error) {
    // The tenant's own server failing is no fault of this one: told to the operator, not raised as an error.
    deps.logger.info(`Test e-mail of project ${projectId} to ${host}:${port} failed: ${smtpErrorForLog(error, [{ username, password }])}`);
    return { success: false, error_message: describeSmtpError(error) };
  }
}
