import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef } from 'react';
import { ACCOUNT_SECTIONS, type AccountSection } from '../account/sections';
import type { ClientProject, CurrentUser } from '../../core';
import { Card } from '../components/card';
import { LoadingCard } from '../components/loading-card';
import { requireSignedIn } from '../flows/account';
import { useStep } from '../hooks/use-step';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { accountStrings } from '../i18n/en/account';
import { useLatch } from '../latch-context';
import { accountCss } from '../styles/account-css';

/**
 * `<auth-account-settings>` (Stack's `AccountSettings`): the sections of account/sections.ts, in order, each where it
 * applies. Someone signed out is sent to sign-in, and comes back here afterwards.
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
        {ACCOUNT_SECTIONS.map((section, index) =>
          section.shown && !section.shown(project, user) ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table, never reordered
            <SectionSlot key={index} section={section} user={user} project={project} />
          ),
        )}
      </Card>
    </Suspense>
  );
}

/** One section, with the project where it needs one, in a Suspense of its own when it loads after the card. */
function SectionSlot({ section, user, project }: { section: AccountSection; user: CurrentUser; project: ClientProject | undefined }) {
  const body = 'Section' in section ? <section.Section user={user} /> : project ? <section.WithProject user={user} project={project} /> : null;
  return section.later ? <Suspense fallback={null}>{body}</Suspense> : body;
}
