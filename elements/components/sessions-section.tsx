import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { CurrentUser } from '../../core';
import { createSessionsFlow } from '../flows/sessions';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { accountStrings } from '../i18n/en/account';
import { ErrorAlert } from './error-alert';

function formatDate(date: Date, lang: string | undefined): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The user's sessions, the current one marked; every other one can be signed out from here. */
export function SessionsSection({ user }: { user: CurrentUser }) {
  const t = useTranslate(accountStrings);
  const flow = useFlow((env) => createSessionsFlow(env, user));
  const sessions = useStore(flow.$sessions);
  const revoking = useStore(flow.$revoking);
  const failure = useFailureMessage(flow.$failure, t);
  const id = useId();
  useEffect(() => void flow.load(), [flow]);

  const lang = document.documentElement.lang || undefined;
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`} aria-busy={sessions === null || undefined}>
      <h3 id={`${id}-title`}>{t('account.sessions')}</h3>
      <p className="muted">{t('account.sessionsIntro')}</p>
      <ErrorAlert message={failure} />
      {sessions === null ? (
        <div className="skeleton session-placeholder" aria-hidden="true" />
      ) : (
        <ul className="sessions">
          {sessions.map((session) => {
            const started = formatDate(session.createdAt, lang);
            return (
              <li key={session.id} className="session">
                <span>
                  {t('account.sessionStarted', { date: started })}
                  {', '}
                  {session.lastUsedAt ? t('account.sessionLastUsed', { date: formatDate(session.lastUsedAt, lang) }) : t('account.sessionNeverUsed')}{' '}
                  {session.isCurrentSession ? <span className="badge">{t('account.currentSession')}</span> : null}
                  {session.isImpersonation ? <span className="badge">{t('account.impersonation')}</span> : null}
                </span>
                {session.isCurrentSession ? null : (
                  <button
                    type="button"
                    part="button"
                    className="button secondary"
                    aria-disabled={revoking !== null || undefined}
                    aria-label={t('account.revokeLabel', { date: started })}
                    onClick={() => void flow.revoke(session.id)}
                  >
                    {t('account.revoke')}
                  </button>
                )}
              </li>
            );
          })}
          {sessions.every((session) => session.isCurrentSession) ? <li className="muted">{t('account.noOtherSessions')}</li> : null}
        </ul>
      )}
    </section>
  );
}
