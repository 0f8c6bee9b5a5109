import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ServerTeam } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';
import { formatTime } from '../users/format-time';
import { TEAM_FIELDS } from '../../errors/form-fields';

const COLUMNS: ColumnDef<ServerTeam, unknown>[] = [
  { id: 'name', header: 'Team', cell: ({ row }) => <Link href={`/teams/${row.original.id}`}>{row.original.displayName}</Link> },
  { id: 'created', header: 'Created', cell: ({ row }) => formatTime(row.original.createdAt) },
  { id: 'id', header: 'Team id', cell: ({ row }) => <code className="small">{row.original.id}</code> },
];

/** `/projects/:id/teams`: the project's teams and a way to create one (with no member: add them on its page). */
export default function TeamsPage() {
  const { admin } = useProject();
  const [, navigate] = useLocation();
  const teams = useLoad(() => admin.listTeams(), [admin]);
  const [name, setName] = useState('');
  const create = useAction(TEAM_FIELDS);
  return (
    <>
      <PageHeader title="Teams" description="Groups of users with their own members and permissions." />
      <Section title="Create team">
        <form
          className="row align-end"
          onSubmit={(event) => {
            event.preventDefault();
            void create.run(async () => {
              const team = await admin.createTeam({ displayName: name.trim() });
              navigate(`/teams/${team.id}`);
            });
          }}
        >
          <TextField error={create.fieldError('name')} label="Team name" value={name} onChange={setName} required maxLength={255} />
          <button type="submit" className="button" disabled={create.busy || name.trim() === ''}>
            Create team
          </button>
        </form>
        <Alert message={create.error} />
      </Section>
      <Alert message={teams.error} />
      {teams.value === undefined ? <p role="status">Loading…</p> : <DataTable columns={COLUMNS} rows={teams.value} label="Teams" empty="No team yet." />}
    </>
  );
}
