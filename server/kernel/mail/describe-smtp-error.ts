import { PrivateAddressError } from '../net/outbound-network';
import { redactSecrets } from './redact-secrets';

type SmtpError = { code?: unknown; message?: unknown; response?: unknown };

/**
 * Why an SMTP delivery failed, in generic words for the project's admin. It names no reply of the remote server:
 * otherwise a tenant could point "their" mail server at any host and port and read what answers there (an SSH banner
 * in "Invalid greeting", a relay's replies), as OWASP's SSRF Prevention Cheat Sheet warns. The whole error goes to
 * the operator's log instead (`smtpErrorForLog`). Codes are nodemailer's (`lib/errors`).
 */
export function describeSmtpError(error: unknown): string {
  if (error instanceof PrivateAddressError) {
    return "The e-mail server's address is in a private network; a project's e-mail server must be at a public address.";
  }
  const { code } = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  switch (code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return 'The e-mail server refused the credentials.';
    case 'ETIMEDOUT':
      return 'Timed out waiting for the e-mail server.';
    case 'EENVELOPE':
    case 'EMESSAGE':
      return 'The e-mail server did not accept the e-mail.';
    default:
      return 'Could not connect to the e-mail server.';
  }
}

/**
 * The whole error for the operator's log (code, message and the server's last reply), with every form of the
 * password removed: it must reach no response, log or table (issue 7).
 */
export function smtpErrorForLog(error: unknown, credentials: { username: string; password: string }[]): string {
  const { code, message, response } = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const parts = [
    typeof code === 'string' ? code : undefined,
    typeof message === 'string' ? message : String(error),
    typeof response === 'string' && !(typeof message === 'string' && message.includes(response)) ? `response: ${response}` : undefined,
  ];
  return redactSecrets(parts.filter((part) => part !== undefined).join(': '), credentials);
}
