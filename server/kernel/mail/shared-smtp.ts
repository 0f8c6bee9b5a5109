import { z } from 'zod';
import type { EmailConfig } from '../../../protocol/project-config';

/** The operator's SMTP server, used for projects whose `email_config` is `shared` (README "Configuration"). */
export type SharedSmtp = {
  /** `smtp://user:password@host:587` or `smtps://…:465`; it carries the password, so it is never printed. */
  url: string;
  /**
   * The From line of every shared mail: the operator's, never a project's, so no tenant can send in someone else's
   * name through the operator's server (README "Operating Latch"). `name` is empty when only an address was given.
   */
  from: { name: string; address: string };
};

/**
 * Reads `LATCH_SMTP_URL` and `LATCH_EMAIL_FROM` (`no-reply@example.com` or `Example Accounts <no-reply@example.com>`).
 * Neither set: undefined (mail goes to the development outbox). Throws with a message an operator can act on, which
 * never repeats the URL (it holds the password).
 */
export function sharedSmtpFromEnv(env: NodeJS.ProcessEnv): SharedSmtp | undefined {
  const url = env.LATCH_SMTP_URL || undefined;
  const from = env.LATCH_EMAIL_FROM || undefined;
  if (url === undefined && from === undefined) return undefined;
  if (url === undefined || from === undefined) throw new Error('Set both LATCH_SMTP_URL and LATCH_EMAIL_FROM, or neither');
  if (!URL.canParse(url) || !['smtp:', 'smtps:'].includes(new URL(url).protocol)) {
    throw new Error('LATCH_SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587');
  }
  return { url, from: parseFrom(from) };
}

function parseFrom(value: string): SharedSmtp['from'] {
  const named = /^(.*)<([^<>]*)>$/.exec(value.trim());
  const name = (named?.[1] ?? '').trim().replace(/^"(.*)"$/, '$1');
  const address = (named?.[2] ?? value).trim();
  if (!z.email().safeParse(address).success || /[\u0000-\u001f\u007f"<>]/.test(name)) {
    throw new Error(`LATCH_EMAIL_FROM must be one e-mail address, optionally with a name (Example Accounts <no-reply@example.com>), got ${value}`);
  }
  return { name, address };
}

/**
 * Whether a project's mail goes out through the operator's SMTP server: its e-mail is `shared` and the operator set
 * `LATCH_SMTP_URL`. Such mail uses the fixed templates and the operator's From line; with the development outbox
 * (no `LATCH_SMTP_URL`) nothing leaves the server, so owners may try their own templates there.
 */
export function sendsThroughSharedSmtp(sharedSmtp: SharedSmtp | undefined, emailConfig: EmailConfig): sharedSmtp is SharedSmtp {
  return sharedSmtp !== undefined && emailConfig.type === 'shared';
}
