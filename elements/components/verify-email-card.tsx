import { useStore } from '@nanostores/react';
import type { RefObject } from 'react';
import type { CurrentUser } from '../../core';
import { createVerifyEmail } from '../flows/verify-email';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { verifyEmailStrings } from '../i18n/en/verify-email';
import { Card } from './card';
import { ErrorAlert } from './error-alert';

/**
 * Sign-in's and sign-up's step for a user the project restricts until they verify their e-mail: where the link went,
 * "send it again", sign out. Its own chunk, loaded only when a project requires verification.
 */
export default function VerifyEmailCard(props: { user: CurrentUser; heading: RefObject<HTMLHeadingElement | null> }) {
  const t = useTranslate(verifyEmailStrings);
  const step = useFlow((env) => createVerifyEmail(env, props.user));
  const busy = useStore(step.action.$busy);
  const resent = useStore(step.$resent);
  const failure = useFailureMessage(step.action.$failure, t);
  const email = props.user.primaryEmail ?? '';
  return (
    <Card title={t('verifyEmail.title')} heading={props.heading} compact>
      <p className="subtitle">{t('verifyEmail.sent', { email })}</p>
      {resent ? (
        <p role="status" className="muted">
          {t('verifyEmail.resent', { email })}
        </p>
      ) : null}
      <ErrorAlert message={failure} />
      <div className="row">
        <button type="button" part="button" className="button" aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : step.resend())}>
          {busy ? t('verifyEmail.resending') : t('verifyEmail.resend')}
        </button>
        <button type="button" part="button" className="button secondary" aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : step.signOut())}>
          {t('verifyEmail.signOut')}
        </button>
      </div>
    </Card>
  );
}
