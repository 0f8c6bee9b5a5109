import { Link } from 'wouter';
import type { ServerUser } from '../../../core';
import { UserAvatar } from './user-avatar';

/**
 * A user in a table: avatar, name (a link that opens the user: relative to the project, so it works on the users and
 * the teams screens) and e-mail, with an anonymous badge.
 */
export function UserCell({ user }: { user: Pick<ServerUser, 'id' | 'displayName' | 'primaryEmail' | 'profileImageUrl' | 'isAnonymous'> }) {
  const name = user.displayName ?? user.primaryEmail ?? (user.isAnonymous ? 'Anonymous user' : user.id);
  return (
    <div className="user-cell">
      <UserAvatar imageUrl={user.profileImageUrl} name={user.displayName} email={user.primaryEmail} />
      <div>
        <Link href={`/users/${user.id}`}>{name}</Link>
        {user.isAnonymous ? (
          <>
            {' '}
            <span className="badge">Anonymous</span>
          </>
        ) : null}
        {user.primaryEmail && user.displayName ? <div className="muted small">{user.primaryEmail}</div> : null}
      </div>
    </div>
  );
}
