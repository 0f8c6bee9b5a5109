import type { ServerTeam } from '../../../core';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { UserCell } from '../users/user-cell';
import { AddMemberForm } from './add-member-form';
import { MemberPermissions } from './member-permissions';

/** The team's members: each with their team permissions and "Remove"; and adding a user found by search. */
export function TeamMembersSection({ team }: { team: ServerTeam }) {
  const { admin } = useProject();
  const members = useLoad(() => team.listUsers(), [team]);
  const definitions = useLoad(() => admin.listTeamPermissionDefinitions(), [admin]);
  const act = useAction();
  const memberIds = new Set((members.value ?? []).map((member) => member.id));
  return (
    <Section title="Members">
      <Alert message={members.error ?? definitions.error ?? act.error} />
      {members.value === undefined ? (
        <p role="status">Loading…</p>
      ) : members.value.length === 0 ? (
        <p className="muted">No member yet.</p>
      ) : (
        <ul className="member-list" aria-label="Members">
          {members.value.map((member) => (
            <li key={member.id} className="member">
              <div className="row space-between">
                <UserCell user={member} />
                <button
                  type="button"
                  className="button secondary small"
                  disabled={act.busy}
                  aria-label={`Remove ${member.displayName ?? member.primaryEmail ?? member.id} from the team`}
                  onClick={() =>
                    void act.run(async () => {
                      await team.removeUser(member.id);
                      members.reload();
                    })
                  }
                >
                  Remove
                </button>
              </div>
              <MemberPermissions team={team} member={member} definitions={definitions.value ?? []} />
            </li>
          ))}
        </ul>
      )}
      <AddMemberForm
        isMember={(id) => memberIds.has(id)}
        onAdd={(userId) =>
          act.run(async () => {
            await team.addUser(userId);
            members.reload();
          })
        }
        busy={act.busy}
      />
    </Section>
  );
}
