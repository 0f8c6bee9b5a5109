import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; raw: string };

export type TestSmtpServer = {
  port: number;
  /** Every message the server accepted, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free local port (the `smtp-server` package), for tests that deliver mail. It asks for
 * AUTH over plain TCP (no STARTTLS, so no certificate is needed) and accepts only `username`/`password`. A refused
 * login is answered with a reply that repeats the password it was given, as careless servers do, so tests can show
 * the password never travels further.
 */
export async function startTestSmtpServer(credentials: { username: string; password: string }): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.username && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error(`Invalid login for ${auth.username ?? ''} with password ${auth.password ?? ''}`));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
