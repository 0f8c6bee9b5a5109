import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { ErrorAlert } from '../components/error-alert';
import { createCliAuthConfirm } from '../flows/cli-auth-confirm';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { cliAuthStrings } from '../i18n/en/cli-auth';
import type { ScreenProps } from './screen-props';

/**
 * The handler's cli-auth-confirm route (Stack's `CliAuthConfirmation`): a command-line tool asks to sign in as the
 * visitor, who allows or denies it. A signed-out visitor signs in (or up) first and comes back here with the code.
 */
export default function CliAuthConfirmScreen({ href = '' }: ScreenProps) {
  const t = useTranslate(cliAuthStrings);
  const store = useFlow((env) => createCliAuthConfirm(env, href));
  const state = useStore(store.$state);
  const busy = useStore(store.action.$busy);
  const failure = useFailureMessage(store.action.$failure, t);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(state.status === 'loading' ? null : `cli-auth-confirm:${state.status}`, heading);
  useEffect(() => void store.load(), [store]);

  const project = state.projectName;
  const reason = state.reason ? t(state.reason) : state.failure ? t(state.failure.key, state.failure.values) : '';
  return (
    <Card title={t('cliAuth.title')} heading={heading} compact busy={state.status === 'loading'}>
      {state.status === 'loading' ? <p role="status">{t('cliAuth.checking')}</p> : null}
      {state.status === 'failed' ? <p role="alert">{reason}</p> : null}
      {state.status === 'signed-out' ? (
        <>
          <p>{t('cliAuth.signInFirst', { project })}</p>
          <ErrorAlert message={failure} />
          <div className="row">
            <button type="button" part="button" className="button" disabled={busy} onClick={() => void store.signIn()}>
              {t('cliAuth.signIn')}
            </button>
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => void store.signUp()}>
              {t('cliAuth.signUp')}
            </button>
          </div>
        </>
      ) : null}
      {state.status === 'asking' ? (
        <>
          <p>{t('cliAuth.asks', { project })}</p>
          <p>{t('cliAuth.signedInAs', { user: state.userLabel })}</p>
          <p>{t('cliAuth.warning')}</p>
          <ErrorAlert message={failure} />
          <div className="row">
            <button type="button" part="button" className="button" disabled={busy} onClick={() => void store.allow()}>
              {t('cliAuth.allow')}
            </button>
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => void store.deny()}>
              {t('cliAuth.deny')}
            </button>
          </div>
        </>
      ) : null}
      {state.status === 'allowed' || state.status === 'denied' ? <p role="status">{state.status === 'allowed' ? t('cliAuth.allowed') : t('cliAuth.denied')}</p> : null}
    </Card>
  );
}
