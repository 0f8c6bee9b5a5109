import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { EmailServerForm } from './email-server-form';
import { EmailTemplates } from './email-templates';
import { SentEmails } from './sent-emails';

/** `/projects/:id/emails`: the e-mail server (with a test mail), the templates, and the sent-e-mail log. */
export default function EmailsPage() {
  const { project } = useProject();
  return (
    <>
      <PageHeader title="E-mails" description={`The mails ${project.displayName} sends: verification, password reset, sign-in codes, invitations.`} />
      <Section title="E-mail server">
        <EmailServerForm />
      </Section>
      <EmailTemplates />
      <SentEmails />
    </>
  );
}
