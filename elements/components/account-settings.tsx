import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useElement } from '../element-context';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';
import { LoadingCard } from './loading-card';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { SignOutSection } from './sign-out-section';

/**
 * `<auth-account-settings>` (Stack's `AccountSettings`, the sections this release has): profile, active sessions,
 * sign out. Someone signed out is sent to sign-in, and comes back here afterwards.
 */
export function AccountSettings() {
  const { runtime, host } = useElement();
  const { app } = runtime;
  const t = useTranslate();
  const user = useStore(app.$user);
  const heading = useRef<HTMLHeadingElement>(null);
  const redirected = useRef(false);
  useStep(user ? 'account-settings' : null, heading);

  useEffect(() => {
    // Signed out here (or the page is leaving anyway): that sign-out already goes to after-sign-out.
    if (user !== null || redirected.current || runtime.isLeaving()) return;
    redirected.current = true;
    runtime.act(host, () => app.redirectToSignIn()).catch((error: unknown) => console.error('Latch:', error));
  }, [user, runtime, host, app]);

  if (!user) return <LoadingCard title={t('account.title')} lines={5} />;
  return (
    <Card title={t('account.title')} heading={heading} wide>
      <ProfileSection user={user} />
      <SessionsSection user={user} />
      <SignOutSection user={user} />
    </Card>
  );
}
