import { Link } from 'wouter';
import type { ServerUser } from '../../../core';
import { Section } from '../../ui/section';

/** A short list of users, each linking to their page, with the moment that put them here. */
export function RecentUsers({ title, users, when }: { title: string; users: ServerUser[]; when(user: ServerUser): Date | null }) {
  return (
    <Section title={title}>
      {users.length === 0 ? (
        <p className="muted">No one yet.</p>
      ) : (
        <ul className="plain-list" aria-label={title}>
          {users.map((user) => (
            <li key={user.id}>
              <Link href={`/users/${user.id}`}>{user.displayName ?? user.primaryEmail ?? user.id}</Link>
              <span className="muted small"> {when(user)?.toLocaleString() ?? ''}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
