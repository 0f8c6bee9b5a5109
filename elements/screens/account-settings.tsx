import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { LoadingCard } from '../components/loading-card';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { SignOutSection } from '../components/sign-out-section';
import { requireSignedIn } from '../flows/account';
import { passkeysUsableHere } from '../flows/passkey-support';
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
/** Its own chunk; it shows only where the project allows user API keys. */
const ApiKeysSection = lazy(() => import('../components/api-keys-section'));

/**
 * Connected accounts (OAuth): its own chunk (with the providers' marks), downloaded only where the project enables a
 * provider or the user has an OAuth account, once the project is known; its own Suspense keeps the card shown meanwhile.
 */
const ConnectedAccountsSection = lazy(() => import('../components/connected-accounts-section'));

/**
 * Passkeys: its own chunk, downloaded only where the project allows passkeys and the page can use them, or the user
 * still has one (to rename or remove it), once the project is known; its own Suspense keeps the card shown meanwhile.
 */
const PasskeysSection = lazy(() => import('../components/passkeys-section'));

/**
 * Two-factor authentication: its own chunk, after the card shows (its own Suspense), so the settings' first download
 * does not carry it; otpauth and uqr load only when enrolling.
 */
const TwoFactorSection = lazy(() => import('../components/two-factor-section'));

/** "Delete account": its own chunk, downloaded only where the project lets users delete their account. */
const DeleteAccountSection = lazy(() => import('../components/delete-account-section'));

/** Teams: its own chunk, like the e-mails section. */
const TeamsSection = lazy(() => import('../components/teams-section'));

/**
 * `<auth-account-settings>` (Stack's `AccountSettings`, the sections this release has): profile, e-mails, password, connected accounts, passkeys,
 * two-factor authentication, active sessions, teams, API keys (where the project allows them), sign out, and last, delete account (where the project allows it). Someone signed out is sent to sign-in, and comes back here afterwards.
 */
export default function AccountSettingsScreen() {
  const latch = useLatch();
  useStyles(accountCss);
  const t = useTranslate(accountStrings);
  const user = useStore(latch.app.$user);
  const project = useStore(latch.app.$project);
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
        {project && (project.config.enabledOAuthProviders.length || user.oauthProviders.length) ? (
          <Suspense fallback={null}>
            <ConnectedAccountsSection user={user} project={project} />
          </Suspense>
        ) : null}
        {(project?.config.passkeyEnabled && passkeysUsableHere()) || user.passkeyAuthEnabled ? (
          <Suspense fallback={null}>
            <PasskeysSection user={user} />
          </Suspense>
        ) : null}
        {project ? (
          <Suspense fallback={null}>
            <TwoFactorSection user={user} project={project} />
          </Suspense>
        ) : null}
        <SessionsSection user={user} />
        <TeamsSection user={user} />
        <ApiKeysSection user={user} />
        <SignOutSection user={user} />
        {project?.config.clientUserDeletionEnabled ? (
          <Suspense fallback={null}>
            <DeleteAccountSection user={user} />
          </Suspense>
        ) : null}
      </Card>
    </Suspense>
  );
}
