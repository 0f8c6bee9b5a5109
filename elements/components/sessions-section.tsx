import { useCallback, useEffect, useId, useState } from 'react';
import type { ActiveSession, CurrentUser } from '../../core';
import { useFailure } from '../hooks/use-failure';
import { useTranslate } from '../hooks/use-translate';
import { ErrorAlert } from './error-alert';

function formatDate(date: Date, lang: string | undefined): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The user's sessions, the current one marked; every other one can be signed out from here. */
export function SessionsSection({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  const failure = useFailure();
  const id = useId();
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const { report } = failure;

  const load = useCallback(async () => {
    try {
      const list = await user.getActiveSessions();
      setSessions([...list].sort((a, b) => Number(b.isCurrentSession) - Number(a.isCurrentSession) || b.createdAt.getTime() - a.createdAt.getTime()));
    } catch (error) {
      await report(error);
    }
  }, [user, report]);
  useEffect(() => {
    void load();
  }, [load]);

  const revoke = async (session: ActiveSession) => {
    if (revoking) return;
    setRevoking(session.id);
    failure.clear();
    try {
      await user.revokeSession(session.id);
      await load();
    } catch (error) {
      await failure.report(error);
    } finally {
      setRevoking(null);
    }
  };

  const lang = document.documentElement.lang || undefined;
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`} aria-busy={sessions === null || undefined}>
      <h3 id={`${id}-title`}>{t('account.sessions')}</h3>
      <p className="muted">{t('account.sessionsIntro')}</p>
      <ErrorAlert message={failure.message} />
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
                    onClick={() => void revoke(session)}
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
