import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { LoadingCard } from '../components/loading-card';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { SignOutSection } from '../components/sign-out-section';
import { requireSignedIn } from '../flows/account';
import { useStep } from '../hooks/use-step';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { accountStrings } from '../i18n/en/account';
import { useLatch } from '../latch-context';
import { accountCss } from '../styles/account-css';

/** Its own chunk, loaded as the card shows: most visits to the settings never change the password. */
const PasswordSection = lazy(() => import('../components/password-section'));
/** The e-mails section is its own chunk: it loads as the screen shows, without weighing on the screen's first file. */
const EmailsSection = lazy(() => import('../components/emails-section'));
/** Teams: its own chunk, like the e-mails section. */
const TeamsSection = lazy(() => import('../components/teams-section'));

/**
 * `<auth-account-settings>` (Stack's `AccountSettings`, the sections this release has): profile, e-mails, password, active
 * sessions, teams, sign out. Someone signed out is sent to sign-in, and comes back here afterwards.
 */
export default function AccountSettingsScreen() {
  const latch = useLatch();
  useStyles(accountCss);
  const t = useTranslate(accountStrings);
  const user = useStore(latch.app.$user);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(user ? 'account-settings' : null, heading);
  useEffect(() => requireSignedIn(latch), [latch]);

  const loading = <LoadingCard title={t('account.title')} lines={5} />;
  if (!user) return loading;
  // The lazy sections load before the card shows, so nothing below them jumps when they arrive.
  return (
    <Suspense fallback={loading}>
      <Card title={t('account.title')} heading={heading} wide>
        <ProfileSection user={user} />
        <EmailsSection user={user} />
        <PasswordSection user={user} />
        <SessionsSection user={user} />
        <TeamsSection user={user} />
        <SignOutSection user={user} />
      </Card>
    </Suspense>
  );
}
