import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSmtpServer } from '../../server/test-support/test-smtp-server';

/** A mail the sink accepted: its envelope recipients and its raw text (RFC 5322). */
export type SunkMail = { to: string[]; raw: string };

/** A real SMTP server for the journeys, and a small HTTP mailbox the workers read it through. */
export type MailSink = {
  smtpPort: number;
  /** `GET <mailboxUrl>?to=<address>` answers the mails to that address, oldest first, as JSON `SunkMail[]`. */
  mailboxUrl: string;
  stop(): Promise<void>;
};

/**
 * Starts an SMTP server (the `smtp-server` package: plain TCP, AUTH with `credentials`) that keeps every mail, and
 * an HTTP mailbox on localhost. Global setup configures the demo project's `email_config` to send through it, so mail
 * really leaves the server over SMTP, and journeys (other processes) read what arrived.
 */
export async function startMailSink(credentials: { username: string; password: string }): Promise<MailSink> {
  const smtp = await startTestSmtpServer(credentials);
  const smtpPort = smtp.port;
  const http: Server = createServer((request, response) => {
    const to = (new URL(request.url ?? '/', 'http://mailbox.invalid').searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json');
    const mails: SunkMail[] = smtp.received.map((mail) => ({ to: mail.envelopeTo.map((address) => address.toLowerCase()), raw: mail.raw }));
    response.end(JSON.stringify(mails.filter((mail) => mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const mailboxUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mails`;
  return {
    smtpPort,
    mailboxUrl,
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
