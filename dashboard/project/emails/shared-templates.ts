import { useServerFacts } from '../../server-facts';
import { useProject } from '../project-context';

/**
 * Why this project cannot edit its templates, or null when it can: mail through the server's shared SMTP server uses
 * fixed templates and the server's own sender (the server refuses edits with REQUIRES_CUSTOM_EMAIL_SERVER). With the
 * development outbox nothing leaves the server, so templates may be tried there.
 */
export function useFixedTemplatesNotice(): string | null {
  const { project } = useProject();
  const { sharedMail } = useServerFacts();
  if (project.config.emailConfig.type !== 'shared' || sharedMail !== 'smtp') return null;
  return "This project sends through the server's shared e-mail server, which uses the default templates and the server's own sender. To customise the templates and the sender, set up the project's own SMTP server under E-mail server.";
}
