import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { ErrorAlert } from '../components/error-alert';
import { createTeamInvitation } from '../flows/team-invitation';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { teamStrings } from '../i18n/en/teams';
import type { ScreenProps } from './screen-props';

/**
 * The handler's team-invitation route (Stack's `TeamInvitation`): the team of the link's `?code=`, to join or decline.
 * A signed-out visitor signs in or creates an account first and comes back here with the code.
 */
export default function TeamInvitationScreen({ href = '' }: ScreenProps) {
  const t = useTranslate(teamStrings);
  const store = useFlow((env) => createTeamInvitation(env, href));
  const state = useStore(store.$state);
  const busy = useStore(store.action.$busy);
  const failure = useFailureMessage(store.action.$failure, t);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(state.status === 'loading' ? null : `team-invitation:${state.status}`, heading);
  useEffect(() => void store.load(), [store]);

  const team = state.teamName;
  const reason = state.reason ? t(state.reason) : state.failure ? t(state.failure.key, state.failure.values) : '';
  return (
    <Card title={t('invitation.title')} heading={heading} compact busy={state.status === 'loading'}>
      {state.status === 'loading' ? <p role="status">{t('invitation.checking')}</p> : null}
      {state.status === 'failed' ? <p role="alert">{reason}</p> : null}
      {state.status === 'signed-out' ? (
        <>
          <p>{t('invitation.signInFirst')}</p>
          <ErrorAlert message={failure} />
          <div className="row">
            <button type="button" part="button" className="button" disabled={busy} onClick={() => void store.signUp()}>
              {t('invitation.signUp')}
            </button>
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => void store.signIn()}>
              {t('invitation.signIn')}
            </button>
          </div>
        </>
      ) : null}
      {state.status === 'invited' ? (
        <>
          <p>{t('invitation.invited', { team })}</p>
          <ErrorAlert message={failure} />
          <div className="row">
            <button type="button" part="button" className="button" disabled={busy} onClick={() => void store.accept()}>
              {t('invitation.accept', { team })}
            </button>
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => store.decline()}>
              {t('invitation.decline')}
            </button>
          </div>
        </>
      ) : null}
      {state.status === 'joined' || state.status === 'declined' ? (
        <>
          <p role="status">{state.status === 'joined' ? t('invitation.joined', { team }) : t('invitation.declined')}</p>
          <ErrorAlert message={failure} />
          <div className="row">
            <button type="button" part="button" className="button" disabled={busy} onClick={() => void store.goOn()}>
              {t('invitation.continue')}
            </button>
          </div>
        </>
      ) : null}
    </Card>
  );
}
