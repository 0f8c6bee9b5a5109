import type { SendTestEmailJson } from '../../../protocol/json/email';
import type { SendTestEmailBody } from '../../../protocol/schemas/emails';
import { describeSmtpError } from '../../mail/describe-smtp-error';
import { deliverBySmtp } from '../../mail/smtp-delivery';

/**
 * Tries an SMTP configuration before an admin saves it (spec §7 "Admin level"; §8 "Test e-mail failure returns
 * errorMessage"). A failure is an answer, not an error; its message never contains the password.
 */
export async function sendTestEmail(body: SendTestEmailBody): Promise<SendTestEmailJson> {
  const { host, port, username, password, sender_name, sender_email } = body.email_config;
  try {
    await deliverBySmtp(
      { host, port, username, password },
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
    return { success: false, error_message: describeSmtpError(error, [{ username, password }]) };
  }
}
