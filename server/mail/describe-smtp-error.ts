import { redactSecrets } from './redact-secrets';

type SmtpError = { code?: unknown; message?: unknown };

/**
 * Why an SMTP delivery failed, in words for the project's admin, with every form of the password removed
 * (it must reach no response, log or table; issue 7). Codes are nodemailer's (`lib/errors`).
 */
export function describeSmtpError(error: unknown, credentials: { username: string; password: string }[]): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const detail = redactSecrets(typeof message === 'string' ? message : String(error), credentials);
  switch (code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return `The e-mail server refused the user name or password: ${detail}`;
    case 'ETIMEDOUT':
      return 'Timed out. Make sure the e-mail server is running and accepting connections.';
    case 'ESOCKET':
    case 'ECONNECTION':
    case 'EDNS':
    case 'ETLS':
      return `Could not connect to the e-mail server: ${detail}`;
    case 'EENVELOPE':
    case 'EMESSAGE':
      return `The e-mail server rejected the e-mail: ${detail}`;
    default:
      return `The e-mail could not be sent: ${detail}`;
  }
}
