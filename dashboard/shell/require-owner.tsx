import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useOwner } from '../owner-context';

/** Screens for signed-in owners only: someone signed out goes to sign-in and comes back here afterwards. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const owner = useOwner();
  const user = useStore(owner.$user);
  useEffect(() => {
    if (user === null) void owner.redirectToSignIn();
  }, [owner, user]);
  if (!user)
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  return <>{children}</>;
}
