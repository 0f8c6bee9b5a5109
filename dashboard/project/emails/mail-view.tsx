import type { SentEmail } from '../../../core';
import { MailFrame } from './mail-frame';

/** One sent mail's content: its HTML sandboxed, and its text. */
export function MailView({ mail }: { mail: SentEmail }) {
  return (
    <article className="stack" aria-label={`Mail “${mail.subject}”`}>
      <h3>{mail.subject}</h3>
      {mail.html ? <MailFrame html={mail.html} title={`HTML of “${mail.subject}”`} /> : null}
      {mail.text ? <pre className="preview mail-text">{mail.text}</pre> : null}
      {!mail.html && !mail.text ? <p className="muted">This mail has no stored content.</p> : null}
    </article>
  );
}
