import { useState } from 'react';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { useOwner } from '../../owner-context';
import { Alert } from '../../ui/alert';
import { Section } from '../../ui/section';
import { TextField } from '../../ui/text-field';
import { useProject } from '../project-context';
import { INVITE_FIELDS } from '../../errors/form-fields';

/**
 * Who owns the project: the members of its owner team (a team of the internal project, reached through the
 * signed-in owner's own session), and an invitation for a co-owner, e-mailed by the internal project.
 */
export function ProjectOwnersSection() {
  const owner = useOwner();
  const { project } = useProject();
  const loaded = useLoad(async () => {
    const user = await owner.getUser({ or: 'throw' });
    const team = project.ownerTeamId ? await user.getTeam(project.ownerTeamId) : null;
    if (!team) return null;
    // Listing invitations needs $read_members; an owner without it still sees who the owners are.
    const [members, invitations] = await Promise.all([team.listUsers(), team.listInvitations().catch(() => [])]);
    return { me: { id: user.id, name: user.displayName ?? user.primaryEmail }, team, members, invitations };
  }, [owner, project.ownerTeamId]);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useAction(INVITE_FIELDS);
  const data = loaded.value;
  return (
    <Section title="Owners" description={data ? `Everyone in the team “${data.team.displayName}” manages this project.` : undefined}>
      <Alert message={loaded.error} />
      {data === undefined && !loaded.error ? <p role="status">Loading…</p> : null}
      {data === null ? <p className="muted">You do not belong to this project's owner team.</p> : null}
      {data ? (
        <>
          <ul className="plain-list" aria-label="Owners">
            {data.members.map((member) => (
              <li key={member.id}>
                {member.id === data.me.id ? (data.me.name ?? 'You') : (member.teamProfile.displayName ?? <code>{member.id}</code>)}
                {member.id === data.me.id ? <span className="badge">you</span> : null}
              </li>
            ))}
          </ul>
          {data.invitations.length > 0 ? (
            <p className="muted small">Invited, not yet joined: {data.invitations.map((sent) => sent.recipientEmail ?? 'someone').join(', ')}</p>
          ) : null}
          <form
            className="row invite-form"
            onSubmit={(event) => {
              event.preventDefault();
              const to = email.trim();
              setSentTo(null);
              void invite
                .run(() => data.team.inviteUser({ email: to, callbackUrl: `${location.origin}/handler/team-invitation` }))
                .then((ok) => {
                  if (!ok) return;
                  setSentTo(to);
                  setEmail('');
                  loaded.reload();
                });
            }}
          >
            <TextField error={invite.fieldError('email')} label="Invite a co-owner by e-mail" type="email" value={email} onChange={setEmail} required autoComplete="off" />
            <button type="submit" className="button" disabled={invite.busy || email.trim() === ''}>
              Send invitation
            </button>
          </form>
          <Alert message={invite.error} />
          <Alert kind="success" message={sentTo ? `Invitation sent to ${sentTo}.` : null} />
        </>
      ) : null}
    </Section>
  );
}
