import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../../../protocol/emails/templates';
import { useLoad } from '../../hooks/use-load';
import NotFoundPage from '../../pages/not-found-page';
import { Alert } from '../../ui/alert';
import { PageHeader } from '../../ui/page-header';
import { useProject } from '../project-context';
import { TemplateEditor } from './template-editor';
import { TEMPLATE_NAMES } from './template-names';

const isType = (value: string | undefined): value is EmailTemplateType => (EMAIL_TEMPLATE_TYPES as readonly (string | undefined)[]).includes(value);

/** `/projects/:id/emails/templates/:type`: one template's editor, a deep link of its own. */
export default function TemplatePage() {
  const { admin } = useProject();
  const { type } = useParams<{ type: string }>();
  const templates = useLoad(() => admin.listEmailTemplates(), [admin]);
  const [notice, setNotice] = useState<string | null>(null);
  if (!isType(type)) return <NotFoundPage />;
  const template = templates.value?.find((item) => item.type === type);
  return (
    <>
      <Link href="/emails" className="small">
        ← E-mails
      </Link>
      <PageHeader title={`${TEMPLATE_NAMES[type]} template`} />
      <Alert message={templates.error} />
      <Alert kind="success" message={notice} />
      {template ? (
        // A new key after a save or reset starts the form from what the server now has.
        <TemplateEditor
          key={`${template.subject}\u0000${template.content.html}\u0000${template.content.text}`}
          template={template}
          onChanged={(message) => {
            setNotice(message);
            templates.reload();
          }}
        />
      ) : (
        <p role="status">Loading…</p>
      )}
    </>
  );
}
