import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ServerUser } from '../../../core';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { useProject } from '../project-context';
import { CreateUserForm } from './create-user-form';
import { formatTime } from './format-time';
import { pageLink, readUsersQuery } from './users-query';
import { UserCell } from './user-cell';

const PAGE_SIZE = 25;

const COLUMNS: ColumnDef<ServerUser, unknown>[] = [
  { id: 'user', header: 'User', cell: ({ row }) => <UserCell user={row.original} /> },
  { id: 'signedUp', header: 'Signed up', cell: ({ row }) => formatTime(row.original.signedUpAt) },
  { id: 'lastActive', header: 'Last active', cell: ({ row }) => formatTime(row.original.lastActiveAt) },
  {
    id: 'verified',
    header: 'E-mail verified',
    cell: ({ row }) =>
      row.original.primaryEmail === null ? (
        <span className="muted">No e-mail</span>
      ) : row.original.primaryEmailVerified ? (
        <span className="badge good">Verified</span>
      ) : (
        <span className="badge">Unverified</span>
      ),
  },
];

/**
 * `/projects/:id/users`: the project's users, newest first, searched by the server (`query`) and paged by its
 * cursors. The search and the cursors of the pages passed live in the address, so a link or the back button
 * brings the same page back.
 */
export default function UsersPage() {
  const { admin } = useProject();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { query, trail } = readUsersQuery(search);
  const cursor = trail.at(-1);
  const users = useLoad(
    () => admin.listUsers({ limit: PAGE_SIZE, orderBy: 'signedUpAt', desc: true, query: query || undefined, cursor, includeAnonymous: true }),
    [admin, query, cursor],
  );
  const [typed, setTyped] = useState(query);
  useEffect(() => setTyped(query), [query]); // the back button changes the search too
  const [creating, setCreating] = useState(false);
  const nextCursor = users.value?.nextCursor ?? null;
  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone who signed up to this project, newest first."
        actions={
          <button type="button" className="button" aria-expanded={creating} onClick={() => setCreating(!creating)}>
            Create user
          </button>
        }
      />
      {creating ? <CreateUserForm onCreated={(user) => navigate(`/users/${user.id}`)} onCancel={() => setCreating(false)} /> : null}
      <form
        role="search"
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(pageLink(typed.trim(), []));
        }}
      >
        <label htmlFor="user-search" className="visually-hidden">
          Search users
        </label>
        <input
          id="user-search"
          className="input grow"
          type="search"
          placeholder="Name, e-mail or user id"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="button secondary">
          Search
        </button>
      </form>
      <Alert message={users.error} />
      {users.value === undefined ? (
        <p role="status">Loading…</p>
      ) : (
        <DataTable columns={COLUMNS} rows={users.value} label="Users" empty={query ? `No user matches “${query}”.` : 'No user has signed up yet.'} />
      )}
      <nav className="row pager" aria-label="Pages of users">
        {trail.length > 0 ? (
          <Link href={pageLink(query, trail.slice(0, -1))} className="button secondary small">
            Previous page
          </Link>
        ) : null}
        {nextCursor ? (
          <Link href={pageLink(query, [...trail, nextCursor])} className="button secondary small">
            Next page
          </Link>
        ) : null}
        <span className="muted small">Page {trail.length + 1}</span>
      </nav>
    </>
  );
}
