import { expect } from './fixtures';
import { listenSmtp, type SunkMail } from './mail-sink';

export type SinkMail = { to: string[]; subject: string; body: string };

export type SmtpSink = {
  port: number;
  username: string;
  password: string;
  /** Waits for the newest mail to `to` that arrived after `since` mails had (default: any). */
  mailTo(to: string, since?: number): Promise<SinkMail>;
  count(): number;
  close(): Promise<void>;
};

/**
 * A real SMTP server (the `smtp-server` package) that a project's standard `email_config` points at, so the journeys'
 * mail really leaves Latch over SMTP. It accepts one login over plain TCP and keeps every message, decoded enough to
 * read its subject and the links in its body (quoted-printable undone).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const username = 'e2e-mailer';
  const password = 'e2e-smtp-password';
  const smtp = await listenSmtp({ username, password });
  const received = (): SinkMail[] => smtp.mails.map(readMail);
  return {
    port: smtp.port,
    username,
    password,
    count: () => smtp.mails.length,
    async mailTo(to, since = 0) {
      let found: SinkMail | undefined;
      await expect
        .poll(
          () => {
            found = received()
              .slice(since)
              .filter((mail) => mail.to.includes(to.toLowerCase()))
              .at(-1);
            return found !== undefined;
          },
          { message: `a mail to ${to}`, timeout: 10_000 },
        )
        .toBe(true);
      return found as SinkMail;
    },
    close: () => smtp.close(),
  };
}

/** A received message decoded enough to read its subject and the links in its body (quoted-printable undone). */
function readMail(mail: SunkMail): SinkMail {
  const { raw } = mail;
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(head)?.[1] ?? '';
  const body = raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to: mail.to, subject, body };
}

/** The first link in a mail that starts with `prefix` (an absolute URL up to whitespace, quote or `<`). */
export function linkIn(mail: SinkMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.body)?.[0];
  if (!link) throw new Error(`no link to ${prefix} in the mail "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}

/** A project's `email_config` that sends its mail over SMTP to `sink`, as a site owner's own mail server would take it. */
export function smtpEmailConfig(sink: SmtpSink): Record<string, unknown> {
  return {
    type: 'standard',
    host: '127.0.0.1',
    port: sink.port,
    username: sink.username,
    password: sink.password,
    sender_name: 'Mailing Co',
    sender_email: 'accounts@mailing.test',
  };
}
