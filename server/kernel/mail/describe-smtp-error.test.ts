import { describe, expect, it } from 'vitest';
import { PrivateAddressError } from '../net/outbound-network';
import { describeSmtpError, smtpErrorForLog } from './describe-smtp-error';

/** An error as nodemailer rejects with: a code, a message, and the server's last reply. */
const smtpError = (code: string, message: string, response?: string) => Object.assign(new Error(message), { code, ...(response ? { response } : {}) });

describe('describeSmtpError', () => {
  it('says only what kind of failure it was, never what the remote server answered', () => {
    const cases: [unknown, string][] = [
      [smtpError('EAUTH', 'Invalid login: 535 5.7.8 user admin@corp.internal unknown'), 'The e-mail server refused the credentials.'],
      [smtpError('ETIMEDOUT', 'Greeting never received'), 'Timed out waiting for the e-mail server.'],
      [smtpError('EPROTOCOL', 'Invalid greeting. response=SSH-2.0-OpenSSH_9.6'), 'Could not connect to the e-mail server.'],
      [smtpError('ESOCKET', 'connect ECONNREFUSED 203.0.113.5:25'), 'Could not connect to the e-mail server.'],
      [smtpError('EENVELOPE', 'Mail command failed: 550 relay denied for 10.0.0.8'), 'The e-mail server did not accept the e-mail.'],
      [new PrivateAddressError('10.0.0.8'), "The e-mail server's address is in a private network; a project's e-mail server must be at a public address."],
      ['something odd', 'Could not connect to the e-mail server.'],
    ];
    for (const [error, expected] of cases) expect(describeSmtpError(error)).toBe(expected);
  });
});

describe('smtpErrorForLog', () => {
  it("keeps the code, message and reply for the operator, without the password's forms", () => {
    const error = smtpError('EAUTH', 'Invalid login: 535 bad password s3cret', '535 bad password s3cret');
    expect(smtpErrorForLog(error, [{ username: 'u', password: 's3cret' }])).toBe('EAUTH: Invalid login: 535 bad password [redacted]');
    expect(smtpErrorForLog(smtpError('EPROTOCOL', 'Invalid greeting', 'SSH-2.0-x'), [])).toBe('EPROTOCOL: Invalid greeting: response: SSH-2.0-x');
  });
});
