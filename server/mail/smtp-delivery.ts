import nodemailer from 'nodemailer';

/** Where to deliver: a project's own server, or the operator's connection URL. */
export type SmtpTarget = { host: string; port: number; username: string; password: string } | { url: string };

export type Envelope = {
  from: { name: string; address: string };
  to: string[];
  subject: string;
  html: string;
  text: string;
};

// Bounded, so a dead server costs the request that sends a mail seconds, not minutes (nodemailer waits 2 min).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Hands one e-mail to an SMTP server; rejects with nodemailer's error when it is not accepted. Port 465 speaks TLS
 * from the start, other ports upgrade with STARTTLS when the server offers it (as the reference's isSecureEmailPort).
 */
export async function deliverBySmtp(target: SmtpTarget, envelope: Envelope): Promise<void> {
  const transport =
    'url' in target
      ? nodemailer.createTransport({ url: target.url, ...TIMEOUTS })
      : nodemailer.createTransport({
          host: target.host,
          port: target.port,
          secure: target.port === 465,
          auth: { user: target.username, pass: target.password },
          ...TIMEOUTS,
        });
  try {
    await transport.sendMail({ ...envelope, disableFileAccess: true, disableUrlAccess: true });
  } finally {
    transport.close();
  }
}
