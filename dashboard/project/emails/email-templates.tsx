import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'wouter';
import type { EmailTemplate } from '../../../core';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { useFixedTemplatesNotice } from './shared-templates';
import { TEMPLATE_NAMES } from './template-names';

const column = createColumnHelper<EmailTemplate>();
const columns = [
  column.accessor('type', { header: 'Template', cell: (info) => <Link href={`/emails/templates/${info.getValue()}`}>{TEMPLATE_NAMES[info.getValue()]}</Link> }),
  column.accessor('subject', { header: 'Subject' }),
  column.accessor('isDefault', { header: 'Status', cell: (info) => <span className="badge">{info.getValue() ? 'Default' : 'Edited'}</span> }),
];

/** The mails the project sends on its own; each opens in its editor (a page of its own). */
export function EmailTemplates() {
  const { admin } = useProject();
  const templates = useLoad(() => admin.listEmailTemplates(), [admin]);
  const fixed = useFixedTemplatesNotice();
  return (
    <Section title="Templates" description="Subjects and bodies use {{ variables }} such as {{ projectDisplayName }}.">
      <Alert kind="info" message={fixed} />
      <Alert message={templates.error} />
      {templates.value ? <DataTable columns={columns} rows={templates.value} label="E-mail templates" empty="No templates." /> : <p role="status">Loading…</p>}
    </Section>
  );
}
