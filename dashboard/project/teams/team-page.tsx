import { Link, useLocation, useParams } from 'wouter';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { formatTime } from '../users/format-time';
import { RenameTeamForm } from './rename-team-form';
import { TeamMembersSection } from './team-members-section';

/** `/projects/:id/teams/:teamId`: a team's name, members and their team permissions, and its deletion. */
export default function TeamPage() {
  const { admin } = useProject();
  const { teamId = '' } = useParams<{ teamId: string }>();
  const [, navigate] = useLocation();
  const loaded = useLoad(() => admin.getTeam(teamId), [admin, teamId]);
  const remove = useAction();
  const team = loaded.value;
  if (team === undefined || team === null) {
    return (
      <>
        <PageHeader title="Team" />
        <Alert message={loaded.error ?? (team === null ? 'There is no team with this id in this project.' : null)} />
        {team === undefined && !loaded.error ? <p role="status">Loading…</p> : null}
        <Link href="/teams">Back to the teams</Link>
      </>
    );
  }
  return (
    <>
      <Link href="/teams" className="small">
        ← Teams
      </Link>
      <PageHeader
        title={team.displayName}
        description={
          <>
            Created {formatTime(team.createdAt)} · team id <code>{team.id}</code>
          </>
        }
      />
      <RenameTeamForm team={team} onSaved={loaded.reload} />
      <TeamMembersSection team={team} />
      <Section title="Delete team" description="Deletes the team, its memberships and their team permissions. The users stay.">
        <ConfirmDelete
          name={team.displayName}
          what="team"
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => {
            void remove
              .run(() => team.delete())
              .then((done) => {
                if (done) navigate('/teams');
              });
          }}
        />
      </Section>
    </>
  );
}
