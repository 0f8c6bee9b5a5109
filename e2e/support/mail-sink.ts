import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the sink accepted: its envelope recipients and its raw text (RFC 5322). */
export type SunkMail = { to: string[]; raw: string };

/** A real SMTP server for the journeys, and a small HTTP mailbox the workers read it through. */
export type MailSink = {
  smtpPort: number;
  /** `GET <mailboxUrl>?to=<address>` answers the mails to that address, oldest first, as JSON `SunkMail[]`. */
  mailboxUrl: string;
  stop(): Promise<void>;
};

/** A running SMTP server that keeps every mail it accepts, in order. */
export type SmtpListener = { port: number; mails: SunkMail[]; close(): Promise<void> };

/**
 * A real SMTP server (the `smtp-server` package) on a free local port: plain TCP, AUTH with `credentials` only, every
 * accepted mail kept with its envelope recipients (lower-cased) and raw text.
 */
export async function listenSmtp(credentials: { username: string; password: string }): Promise<SmtpListener> {
  const mails: SunkMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.username && auth.password === credentials.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid login'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
  });
  return { port, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/**
 * Starts an SMTP server (the `smtp-server` package: plain TCP, AUTH with `credentials`) that keeps every mail, and
 * an HTTP mailbox on localhost. Global setup configures the demo project's `email_config` to send through it, so mail
 * really leaves the server over SMTP, and journeys (other processes) read what arrived.
 */
export async function startMailSink(credentials: { username: string; password: string }): Promise<MailSink> {
  const smtp = await listenSmtp(credentials);
  const { mails } = smtp;
  const http: Server = createServer((request, response) => {
    const to = (new URL(request.url ?? '/', 'http://mailbox.invalid').searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails.filter((mail) => mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const mailboxUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mails`;
  return {
    smtpPort: smtp.port,
    mailboxUrl,
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
