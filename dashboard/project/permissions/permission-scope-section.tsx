import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { PermissionDefinition } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataTable } from '../../ui/data-table';
import { Section } from '../../ui/section';
import { PermissionForm, type PermissionDraft } from './permission-form';
import type { PermissionScopeActions } from './permission-scopes';

const column = createColumnHelper<PermissionDefinition>();

/** System permissions (`$…`) are the server's: shown, contained by others, never edited or deleted. */
const isSystem = (id: string) => id.startsWith('$');

/**
 * One scope's permission definitions (team or project): the list, a form to create one, and per row edit and
 * delete (with a confirmation). Calls `onChange` after a change so the defaults below see the new list.
 */
export function PermissionScopeSection({ scope, onChange }: { scope: PermissionScopeActions; onChange(): void }) {
  const definitions = useLoad(() => scope.list(), [scope]);
  const [form, setForm] = useState<{ editing?: PermissionDefinition } | null>(null);
  const remove = useAction();
  const all = definitions.value ?? [];
  const changed = () => {
    definitions.reload();
    onChange();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `remove.run` and `changed` are new each render but only set state and reload, so earlier ones do the same
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'Id', cell: (info) => <code>{info.getValue()}</code> }),
      column.accessor((row) => row.description ?? '', { id: 'description', header: 'Description' }),
      column.accessor((row) => row.containedPermissionIds.join(', '), {
        id: 'contained',
        header: 'Contains',
        cell: (info) => (info.getValue() ? <code>{info.getValue()}</code> : <span className="muted">—</span>),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original } }) =>
          isSystem(original.id) ? (
            <span className="badge">system</span>
          ) : (
            <span className="row row-actions">
              <button type="button" className="button secondary small" aria-label={`Edit ${original.id}`} onClick={() => setForm({ editing: original })}>
                Edit
              </button>
              <ConfirmButton
                label="Delete"
                confirmLabel={`Delete ${original.id}`}
                question={`Delete ${original.id} and its grants?`}
                busy={remove.busy}
                onConfirm={() => void remove.run(() => scope.remove(original.id)).then(changed)}
              />
            </span>
          ),
      }),
    ],
    [scope, remove.busy],
  );
  const save = (draft: PermissionDraft) =>
    form?.editing
      ? scope.update(form.editing.id, { description: draft.description, containedPermissionIds: draft.containedPermissionIds })
      : scope.create({ id: draft.id, ...(draft.description ? { description: draft.description } : {}), containedPermissionIds: draft.containedPermissionIds });
  return (
    <Section
      title={scope.title}
      description={scope.description}
      actions={
        form ? null : (
          <button type="button" className="button" onClick={() => setForm({})}>
            New {scope.label} permission
          </button>
        )
      }
    >
      <Alert message={definitions.error ?? remove.error} />
      {form ? (
        <PermissionForm
          key={form.editing?.id ?? 'new'}
          scopeLabel={scope.label}
          editing={form.editing}
          others={all.map((definition) => definition.id)}
          onSave={async (draft) => {
            await save(draft);
            changed();
          }}
          onDone={() => setForm(null)}
        />
      ) : null}
      {definitions.value === undefined && !definitions.error ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable columns={columns} rows={all} label={scope.title} empty={`No ${scope.label} permission yet.`} />
      )}
    </Section>
  );
}
