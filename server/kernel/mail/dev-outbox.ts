import type { Logger } from '../http/logger';
import type { Envelope } from './smtp-delivery';

/**
 * Prints a mail of the development outbox (ARCHITECTURE.md "Runtime picture": with no SMTP configured, mail is stored,
 * listed and printed with its links). The text part is printed whole: it carries every link and code.
 */
export function printOutboxMail(logger: Logger, projectId: string, envelope: Envelope): void {
  const body = envelope.text
    .trimEnd()
    .split('\n')
    .map((line) => `  | ${line}`);
  logger.info([`E-mail (development outbox, project ${projectId}) to ${envelope.to.join(', ')}`, `  Subject: ${envelope.subject}`, ...body].join('\n'));
}
