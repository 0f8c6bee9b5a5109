import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { normalizeHost, resolveOnce, type OutboundNetwork } from '../net/outbound-network';

/**
 * Where to deliver: a project's own server, reached under the operator's network policy (it is a host a tenant typed),
 * or the operator's connection URL (`LATCH_SMTP_URL`, trusted as the operator wrote it).
 */
export type SmtpTarget = { host: string; port: number; username: string; password: string; network: OutboundNetwork } | { url: string };

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
 * Hands one e-mail to an SMTP server; rejects with nodemailer's error when it is not accepted, or with
 * `PrivateAddressError` when a project's server is in a private network. Port 465 speaks TLS from the start, other
 * ports upgrade with STARTTLS when the server offers it (as the reference's isSecureEmailPort).
 */
export async function deliverBySmtp(target: SmtpTarget, envelope: Envelope): Promise<void> {
  const transport = 'url' in target ? nodemailer.createTransport({ url: target.url, ...TIMEOUTS }) : await ownServerTransport(target);
  try {
    await transport.sendMail({ ...envelope, disableFileAccess: true, disableUrlAccess: true });
  } finally {
    transport.close();
  }
}

/**
 * A transport to a project's own server that connects to the one address checked here: the host is resolved once
 * (`resolveOnce` refuses private addresses) and nodemailer is given that IP address, so it does no lookup of its own
 * that a rebinding name could answer differently. The certificate is still checked against the name the tenant typed:
 * `tls.servername` is what nodemailer hands to Node's TLS as the SNI name and the name the certificate must carry,
 * for a connection on port 465 and for a STARTTLS upgrade alike.
 */
async function ownServerTransport(target: Extract<SmtpTarget, { host: string }>) {
  const name = normalizeHost(target.host);
  const { address } = await resolveOnce(name, target.network);
  return nodemailer.createTransport({
    host: address,
    port: target.port,
    secure: target.port === 465,
    auth: { user: target.username, pass: target.password },
    ...(isIP(name) === 0 ? { tls: { servername: name } } : {}),
    ...TIMEOUTS,
  });
}
