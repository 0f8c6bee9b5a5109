import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { SentEmail } from '../../../core';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { MailView } from './mail-view';

const column = createColumnHelper<SentEmail>();

/** The sent-e-mail log, newest first (the development outbox when the project uses the shared server without SMTP). */
export function SentEmails() {
  const { admin } = useProject();
  const sent = useLoad(() => admin.listSentEmails(), [admin]);
  const [open, setOpen] = useState<string | null>(null);
  const columns = [
    column.accessor('to', { header: 'To', cell: (info) => info.getValue().join(', ') }),
    column.accessor('subject', { header: 'Subject' }),
    column.accessor('sentAt', { header: 'Sent at', cell: (info) => <time dateTime={info.getValue().toISOString()}>{info.getValue().toLocaleString()}</time> }),
    column.accessor('error', { header: 'Error', cell: (info) => (info.getValue() ? <span className="badge bad">{info.getValue()}</span> : <span className="muted">—</span>) }),
    column.display({
      id: 'view',
      header: () => <span className="visually-hidden">Content</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="button secondary small"
          aria-expanded={open === row.original.id}
          aria-label={`Show the mail “${row.original.subject}”`}
          onClick={() => setOpen(open === row.original.id ? null : row.original.id)}
        >
          {open === row.original.id ? 'Hide' : 'Show'}
        </button>
      ),
    }),
  ];
  const shown = sent.value?.find((mail) => mail.id === open);
  return (
    <Section
      title="Sent e-mails"
      actions={
        <button type="button" className="button secondary small" onClick={sent.reload} disabled={sent.loading}>
          Refresh
        </button>
      }
    >
      <Alert message={sent.error} />
      {sent.value ? <DataTable columns={columns} rows={sent.value} label="Sent e-mails" empty="No e-mail sent yet." /> : <p role="status">Loading…</p>}
      {shown ? <MailView mail={shown} /> : null}
    </Section>
  );
}
