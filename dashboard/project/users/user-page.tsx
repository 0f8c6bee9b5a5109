import { Link, useLocation, useParams } from 'wouter';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { Alert } from '../../ui/alert';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { PageHeader } from '../../ui/page-header';
import { Section } from '../../ui/section';
import { useProject } from '../project-context';
import { ContactChannelsSection } from './contact-channels-section';
import { formatTime } from './format-time';
import { MetadataSection } from './metadata-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { UserPermissionsSection } from './user-permissions-section';
import { UserTeamsSection } from './user-teams-section';

/** `/projects/:id/users/:userId`: one user, every part of them an owner may see and change, and their deletion. */
export default function UserPage() {
  const { admin } = useProject();
  const { userId = '' } = useParams<{ userId: string }>();
  const [, navigate] = useLocation();
  const loaded = useLoad(() => admin.getUser(userId), [admin, userId]);
  const remove = useAction();
  const user = loaded.value;
  if (user === undefined || user === null) {
    return (
      <>
        <PageHeader title="User" />
        <Alert message={loaded.error ?? (user === null ? 'There is no user with this id in this project.' : null)} />
        {user === undefined && !loaded.error ? <p role="status">Loading…</p> : null}
        <Link href="/users">Back to the users</Link>
      </>
    );
  }
  const name = user.displayName ?? user.primaryEmail ?? user.id;
  return (
    <>
      <Link href="/users" className="small">
        ← Users
      </Link>
      <PageHeader
        title={name}
        description={
          <>
            {user.primaryEmail ?? 'No e-mail'} · signed up {formatTime(user.signedUpAt)} · last active {formatTime(user.lastActiveAt)}
            {user.isAnonymous ? (
              <>
                {' '}
                · <span className="badge">Anonymous</span>
              </>
            ) : null}
          </>
        }
      />
      <p className="muted small">
        User id <code>{user.id}</code>
      </p>
      <ProfileSection user={user} onSaved={loaded.reload} />
      <MetadataSection user={user} onSaved={loaded.reload} />
      <ContactChannelsSection user={user} onChanged={loaded.reload} />
      <SessionsSection user={user} />
      <UserTeamsSection user={user} />
      <UserPermissionsSection user={user} />
      <Section title="Delete user" description="Deletes the user, their sessions, e-mails and team memberships. This cannot be undone.">
        <ConfirmDelete
          name={user.primaryEmail ?? user.id}
          what="user"
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => {
            void remove
              .run(() => user.delete())
              .then((done) => {
                if (done) navigate('/users');
              });
          }}
        />
      </Section>
    </>
  );
}
