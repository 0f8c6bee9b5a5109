import { useState } from 'react';
import type { ServerUser } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { Alert } from '../../ui/alert';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';

/** Finds users by e-mail, name or id (the server's user search) and adds one with the member default permissions. */
export function AddMemberForm({ isMember, onAdd, busy }: { isMember(userId: string): boolean; onAdd(userId: string): Promise<boolean>; busy: boolean }) {
  const { admin } = useProject();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ServerUser[] | null>(null);
  const find = useAction();
  return (
    <div className="stack">
      <form
        role="search"
        aria-label="Find a user to add"
        className="row align-end"
        onSubmit={(event) => {
          event.preventDefault();
          void find.run(async () => setFound(await admin.listUsers({ query: text.trim(), limit: 10, desc: true, orderBy: 'signedUpAt' })));
        }}
      >
        <TextField label="Add a member" value={text} onChange={setText} required placeholder="E-mail, name or user id" />
        <button type="submit" className="button secondary" disabled={find.busy || text.trim() === ''}>
          Find user
        </button>
      </form>
      <Alert message={find.error} />
      {found === null ? null : found.length === 0 ? (
        <p className="muted" role="status">
          No user matches “{text.trim()}”.
        </p>
      ) : (
        <ul className="plain-list" aria-label="Users found">
          {found.map((user) => (
            <li key={user.id} className="row">
              <span>
                {user.displayName ?? user.primaryEmail ?? user.id}
                {user.displayName && user.primaryEmail ? <span className="muted small"> {user.primaryEmail}</span> : null}
              </span>
              {isMember(user.id) ? (
                <span className="badge">Member</span>
              ) : (
                <button type="button" className="button small" disabled={busy} onClick={() => void onAdd(user.id)}>
                  Add {user.primaryEmail ?? user.displayName ?? user.id}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
