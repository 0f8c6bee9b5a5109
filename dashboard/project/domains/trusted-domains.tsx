import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { DomainForm, type DomainDraft } from './domain-form';

type Row = DomainDraft & { index: number };
const column = createColumnHelper<Row>();

/** The origins the project's pages may be served from (redirects and CORS follow them), each with its handler path. */
export function TrustedDomains() {
  const { admin, project, reload } = useProject();
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useAction();
  const rows: Row[] = project.config.domains.map((domain, index) => ({ ...domain, index }));
  const save = async (list: DomainDraft[]) => {
    await admin.updateProject({ config: { domains: list.map((item) => ({ domain: item.domain, handler_path: item.handlerPath })) } });
    reload();
  };
  const columns = [
    column.accessor('domain', { header: 'Domain', cell: (info) => <code>{info.getValue()}</code> }),
    column.accessor('handlerPath', { header: 'Handler path', cell: (info) => <code>{info.getValue()}</code> }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <div className="actions">
          <button
            id={`trusted-domain-${row.original.index}`}
            type="button"
            className="button secondary small"
            aria-label={`Edit ${row.original.domain}`}
            onClick={() => setEditing(row.original.index)}
          >
            Edit
          </button>
          <button
            type="button"
            className="button secondary small"
            aria-label={`Remove ${row.original.domain}`}
            disabled={remove.busy}
            onClick={() => void remove.run(() => save(rows.filter((other) => other.index !== row.original.index)))}
          >
            Remove
          </button>
        </div>
      ),
    }),
  ];
  const edited = editing === null ? undefined : rows[editing];
  return (
    <Section title="Trusted domains" description="Sign-in redirects and cross-origin calls are accepted only from these origins (and localhost when allowed).">
      <DataTable columns={columns} rows={rows} label="Trusted domains" empty="No trusted domain yet." />
      <Alert message={remove.error} />
      {edited ? (
        <DomainForm
          key={`edit-${edited.index}`}
          initial={edited}
          onCancel={() => setEditing(null)}
          onSave={async (draft) => {
            await save(rows.map((row) => (row.index === edited.index ? draft : row)));
            setEditing(null);
          }}
        />
      ) : (
        <DomainForm key="add" initial={null} onSave={(draft) => save([...rows, draft])} />
      )}
    </Section>
  );
}
