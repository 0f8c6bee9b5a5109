import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { InternalApiKey } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataTable } from '../../ui/data-table';
import { useProject } from '../project-context';
import { keyState, lastFours } from './key-state';

const column = createColumnHelper<InternalApiKey>();
const day = (date: Date) => date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The key sets, newest first: description, dates, last four of each key, state, and revoke (asked twice). */
export function KeysTable({ keys, onRevoked }: { keys: InternalApiKey[]; onRevoked(): void }) {
  const { admin } = useProject();
  const revoke = useAction();
  const rows = useMemo(() => [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()), [keys]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revoke.run` is new each render but only sets state, so an earlier one does the same
  const columns = useMemo(
    () => [
      column.accessor('description', { header: 'Description', cell: (info) => info.getValue() || <span className="muted">—</span> }),
      column.accessor('createdAt', { header: 'Created', cell: (info) => day(info.getValue()) }),
      column.accessor('expiresAt', { header: 'Expires', cell: (info) => day(info.getValue()) }),
      column.display({
        id: 'keys',
        header: 'Keys',
        cell: ({ row: { original } }) => (
          <ul className="plain-list key-list">
            {lastFours(original).map((key) => (
              <li key={key.label} className="small">
                {key.label} <code>…{key.lastFour}</code>
              </li>
            ))}
          </ul>
        ),
      }),
      column.display({
        id: 'state',
        header: 'State',
        cell: ({ row: { original } }) => {
          const state = keyState(original);
          return <span className={`badge ${state.good ? 'good' : 'bad'}`}>{state.label}</span>;
        },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original } }) =>
          original.isValid() ? (
            <ConfirmButton
              label="Revoke"
              confirmLabel="Revoke for good"
              question={`Revoke “${original.description}”? Its keys stop working at once.`}
              busy={revoke.busy}
              onConfirm={() => void revoke.run(() => admin.revokeInternalApiKey(original.id)).then(onRevoked)}
            />
          ) : null,
      }),
    ],
    [admin, revoke.busy, onRevoked],
  );
  return (
    <>
      <Alert message={revoke.error} />
      <DataTable columns={columns} rows={rows} label="Key sets" empty="No key set yet." />
    </>
  );
}
