import type { Project } from '../projects/projects';
import { newOrderedId } from '../auth/secrets';
import type { ServerDeps } from '../../server-deps';
import { describeSmtpError, smtpErrorForLog } from './describe-smtp-error';
import { printOutboxMail } from './dev-outbox';
import { urlCredentials } from './redact-secrets';
import { recordSentEmail } from './sent-emails';
import { refusedBySharedMailLimit } from './shared-mail-limit';
import { sendsThroughSharedSmtp } from './shared-smtp';
import { deliverBySmtp, type Envelope, type SmtpTarget } from './smtp-delivery';
import { smtpNetwork } from './smtp-network';

export type OutgoingMail = { to: string[]; subject: string; html: string; text: string };

/** What became of one e-mail: its id in the sent-e-mail log (null if it could not be recorded), and why delivery failed. */
export type SendResult = { id: string | null; error: string | null };

type Route =
  | { kind: 'smtp'; target: SmtpTarget; from: Envelope['from']; credentials: { username: string; password: string }[]; shared: boolean }
  | { kind: 'outbox'; from: Envelope['from'] };

/** The project's own SMTP server (`standard`), else the operator's (`shared`), else the development outbox. */
function routeFor(deps: ServerDeps, project: Project): Route {
  const config = project.config.email_config;
  if (config.type === 'standard') {
    const { host, port, username, password } = config;
    return {
      kind: 'smtp',
      target: { host, port, username, password, network: smtpNetwork(deps) },
      from: { name: config.sender_name, address: config.sender_email },
      credentials: [{ username, password }],
      shared: false,
    };
  }
  if (sendsThroughSharedSmtp(deps.sharedSmtp, config)) {
    // The operator's From line, never the project's name: the operator's server must not send in a tenant's words.
    const { url, from } = deps.sharedSmtp;
    return { kind: 'smtp', target: { url }, from, credentials: [urlCredentials(url)], shared: true };
  }
  return { kind: 'outbox', from: { name: project.display_name, address: 'no-reply@localhost' } };
}

/**
 * Sends one e-mail of `project` and records it in the sent-e-mail log. Never rejects: a failed delivery is logged
 * and recorded with its reason (without credentials) and returned, so the request that caused it still succeeds.
 * Call it after the caller's transaction has committed: a mail must not announce what was rolled back.
 */
export async function sendEmail(deps: ServerDeps, project: Project, mail: OutgoingMail): Promise<SendResult> {
  // A `mail.send` span when traces are on (README "Metrics, logs and traces").
  return deps.tracing ? deps.tracing.mail(() => sendAndRecord(deps, project, mail)) : sendAndRecord(deps, project, mail);
}

async function sendAndRecord(deps: ServerDeps, project: Project, mail: OutgoingMail): Promise<SendResult> {
  const route = routeFor(deps, project);
  const envelope: Envelope = { from: route.from, ...mail };
  let error: string | null = null;
  const held = route.kind === 'smtp' && route.shared ? await sharedMailHeldBack(deps, project, mail) : null;
  if (held !== null) {
    error = held;
  } else if (route.kind === 'smtp') {
    try {
      await deliverBySmtp(route.target, envelope);
    } catch (cause) {
      // The project's admin reads a generic reason; the operator's log has the whole error, without secrets.
      error = describeSmtpError(cause);
      deps.logger.error(`E-mail "${mail.subject}" to ${mail.to.join(', ')} (project ${project.id}) was not delivered: ${smtpErrorForLog(cause, route.credentials)}`);
    }
  } else {
    printOutboxMail(deps.logger, project.id, envelope);
  }
  deps.metrics?.email(error === null ? 'sent' : 'failed');
  const id = newOrderedId();
  const keepBody = route.kind === 'outbox';
  try {
    await recordSentEmail(deps.db, {
      id,
      project_id: project.id,
      recipients: JSON.stringify(mail.to),
      subject: mail.subject,
      html: keepBody ? mail.html : null,
      text: keepBody ? mail.text : null,
      sent_at: Date.now(),
      error,
    });
  } catch (cause) {
    deps.logger.error(`Could not record the e-mail "${mail.subject}" (project ${project.id}) in the sent-e-mail log`, cause);
    return { id: null, error };
  }
  return { id, error };
}

/**
 * Why a mail through the operator's shared server must not go out now (its recipient's allowance across projects is
 * used up, shared-mail-limit.ts), or null when it may. A failure to count holds the mail back too: the limit is
 * there to protect the operator's server.
 */
async function sharedMailHeldBack(deps: ServerDeps, project: Project, mail: OutgoingMail): Promise<string | null> {
  try {
    if (!(await refusedBySharedMailLimit(deps, mail.to))) return null;
  } catch (cause) {
    deps.logger.error(`Could not count the shared e-mail "${mail.subject}" (project ${project.id}) against its recipient's limit`, cause);
    return 'The e-mail could not be sent.';
  }
  deps.logger.info(`E-mail "${mail.subject}" to ${mail.to.join(', ')} (project ${project.id}) was not sent: the shared server's limit per recipient is used up`);
  return 'Not sent: too many e-mails to this address through the shared e-mail server. Please try again later.';
}
