import { z } from 'zod';

/** The operator's SMTP server, used for projects whose `email_config` is `shared` (README "Configuration"). */
export type SharedSmtp = {
  /** `smtp://user:password@host:587` or `smtps://…:465`; it carries the password, so it is never printed. */
  url: string;
  /** The sender address; the sender name is the project's display name. */
  from: string;
};

/**
 * Reads `LATCH_SMTP_URL` and `LATCH_EMAIL_FROM`. Neither set: undefined (mail goes to the development outbox).
 * Throws with a message an operator can act on, which never repeats the URL (it holds the password).
 */
export function sharedSmtpFromEnv(env: NodeJS.ProcessEnv): SharedSmtp | undefined {
  const url = env.LATCH_SMTP_URL || undefined;
  const from = env.LATCH_EMAIL_FROM || undefined;
  if (url === undefined && from === undefined) return undefined;
  if (url === undefined || from === undefined) throw new Error('Set both LATCH_SMTP_URL and LATCH_EMAIL_FROM, or neither');
  if (!URL.canParse(url) || !['smtp:', 'smtps:'].includes(new URL(url).protocol)) {
    throw new Error('LATCH_SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587');
  }
  if (!z.email().safeParse(from).success) throw new Error(`LATCH_EMAIL_FROM must be one e-mail address, got ${from}`);
  return { url, from };
}
