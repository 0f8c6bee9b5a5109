import { useState, type RefObject } from 'react';
import type { CurrentUser } from '../../core';
import { useElement } from '../element-context';
import { useAfterAuthRedirect } from '../hooks/use-after-auth';
import { useFailure } from '../hooks/use-failure';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';
import { ErrorAlert } from './error-alert';

/** Shown by sign-in and sign-up to someone already signed in: who they are, continue, or sign out. */
export function SignedInCard(props: { user: CurrentUser; heading: RefObject<HTMLHeadingElement | null>; afterSignInUrl?: string | undefined }) {
  const { runtime, host } = useElement();
  const t = useTranslate();
  const failure = useFailure();
  const redirectAfter = useAfterAuthRedirect();
  const [busy, setBusy] = useState(false);
  const name = props.user.primaryEmail ?? props.user.displayName ?? '';
  const run = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await failure.report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('signedIn.title')} heading={props.heading}>
      <p className="subtitle">{t('signedIn.as', { name })}</p>
      <ErrorAlert message={failure.message} />
      <div className="row">
        <button type="button" part="button" className="button" aria-disabled={busy || undefined} onClick={() => void run(() => redirectAfter('signIn', props.afterSignInUrl))}>
          {t('signedIn.continue')}
        </button>
        <button
          type="button"
          part="button"
          className="button secondary"
          aria-disabled={busy || undefined}
          onClick={() => void run(() => runtime.act(host, () => props.user.signOut()))}
        >
          {t('signedIn.signOut')}
        </button>
      </div>
    </Card>
  );
}
