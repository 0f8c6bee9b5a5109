import { Link } from 'wouter';
import type { ServerUser } from '../../../core';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';

/** The teams the user is a member of, each a link to its team page. */
export function UserTeamsSection({ user }: { user: ServerUser }) {
  const teams = useLoad(() => user.listTeams(), [user]);
  return (
    <Section title="Teams">
      <Alert message={teams.error} />
      {teams.value === undefined ? (
        <p role="status">Loading…</p>
      ) : teams.value.length === 0 ? (
        <p className="muted">Not a member of any team.</p>
      ) : (
        <ul className="plain-list">
          {teams.value.map((team) => (
            <li key={team.id}>
              <Link href={`/teams/${team.id}`}>{team.displayName}</Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
