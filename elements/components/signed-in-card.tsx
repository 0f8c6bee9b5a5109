import { useStore } from '@nanostores/react';
import type { RefObject } from 'react';
import type { CurrentUser } from '../../core';
import { createAction } from '../flows/action';
import { redirectAfterAuth } from '../flows/after-auth';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';
import { ErrorAlert } from './error-alert';

/** Shown by sign-in and sign-up to someone already signed in: who they are, continue, or sign out. */
export function SignedInCard(props: { user: CurrentUser; heading: RefObject<HTMLHeadingElement | null>; afterSignInUrl?: string | undefined }) {
  const t = useTranslate();
  const { action, next } = useFlow((env) => ({ action: createAction(env), next: () => redirectAfterAuth(env, 'signIn', props.afterSignInUrl) }));
  const busy = useStore(action.$busy);
  const failure = useFailureMessage(action.$failure, t);
  const name = props.user.primaryEmail ?? props.user.displayName ?? '';
  return (
    <Card title={t('signedIn.title')} heading={props.heading} compact>
      <p className="subtitle">{t('signedIn.as', { name })}</p>
      <ErrorAlert message={failure} />
      <div className="row">
        <button type="button" part="button" className="button" aria-disabled={busy || undefined} onClick={() => void action.run(next)}>
          {t('signedIn.continue')}
        </button>
        <button
          type="button"
          part="button"
          className="button secondary"
          aria-disabled={busy || undefined}
          onClick={() => void action.run(() => props.user.signOut(), { asElement: true })}
        >
          {t('signedIn.signOut')}
        </button>
      </div>
    </Card>
  );
}
