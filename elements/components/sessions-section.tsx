import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { ActiveSession, CurrentUser } from '../../core';
import { createSessionsFlow, OTHER_SESSIONS } from '../flows/sessions';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import type { Translate } from '../i18n/translate';
import { accountStrings } from '../i18n/en/account';
import { useLatch } from '../latch-context';
import { ErrorAlert } from './error-alert';

function formatDate(date: Date, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "Firefox on Windows", one of them, or "Unknown browser". */
function deviceName({ device }: ActiveSession, t: Translate): string {
  return device?.browser && device.os ? t('account.device', device) : (device?.browser ?? device?.os ?? t('account.unknownDevice'));
}

/** The place and address it was last used from, as far as the server knows them ("Berlin, DE, 203.0.113.7"). */
function placeOf({ geoInfo: info }: ActiveSession): string {
  return info ? [info.cityName, info.regionCode, info.countryCode, info.ip].filter(Boolean).join(', ') : '';
}

/**
 * The user's sessions, told apart by browser, system, place and times, the current one marked. Any other one, or
 * all of them at once, can be signed out here, each after the visitor confirms it.
 */
export function SessionsSection({ user }: { user: CurrentUser }) {
  const t = useTranslate(accountStrings);
  const flow = useFlow((env) => createSessionsFlow(env, user));
  const sessions = useStore(flow.$sessions);
  const confirming = useStore(flow.$confirming);
  const revoking = useStore(flow.$revoking);
  const failure = useFailureMessage(flow.$failure, t);
  const id = useId();
  // After "Cancel", focus goes back to the button that asked.
  const [cancelled, setCancelled] = useState<string | null>(null);
  useEffect(() => void flow.load(), [flow]);

  // The element's language (docs/i18n.md): dates read as the rest of its text.
  const { lang } = useLatch();
  /** The sign-out button of `target`, or its confirmation. */
  const revoke = (target: string, label: string, question: string, describedBy?: string) =>
    confirming === target ? (
      <span className="row">
        <span id={`${id}-confirm`}>{question}</span>
        <button
          type="button"
          part="button"
          className="button"
          autoFocus
          aria-describedby={`${id}-confirm`}
          aria-disabled={revoking !== null || undefined}
          onClick={() => void flow.revoke()}
        >
          {t('account.signOut')}
        </button>
        <button
          type="button"
          part="button"
          className="button secondary"
          onClick={() => {
            setCancelled(target);
            flow.cancel();
          }}
        >
          {t('common.cancel')}
        </button>
      </span>
    ) : (
      <button type="button" part="button" className="button secondary" autoFocus={cancelled === target} aria-describedby={describedBy} onClick={() => flow.ask(target)}>
        {label}
      </button>
    );
  const others = sessions?.filter((session) => !session.isCurrentSession) ?? [];
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`} aria-busy={sessions === null || undefined}>
      <h3 id={`${id}-title`}>{t('account.sessions')}</h3>
      <p className="muted">{t('account.sessionsIntro')}</p>
      <ErrorAlert message={failure} />
      {sessions === null ? (
        <div className="skeleton session-placeholder" aria-hidden="true" />
      ) : (
        <ul className="sessions">
          {sessions.map((session) => (
            <li key={session.id} className="session">
              <span id={`${id}-${session.id}`}>
                <strong>{deviceName(session, t)}</strong> {session.isCurrentSession ? <span className="badge">{t('account.currentSession')}</span> : null}
                {session.isImpersonation ? <span className="badge">{t('account.impersonation')}</span> : null}
                <span className="muted">{placeOf(session)}</span>
                <span className="muted">
                  {t('account.sessionStarted', { date: formatDate(session.createdAt, lang) })}
                  {', '}
                  {session.lastUsedAt ? t('account.sessionLastUsed', { date: formatDate(session.lastUsedAt, lang) }) : t('account.sessionNeverUsed')}
                </span>
              </span>
              {session.isCurrentSession ? null : revoke(session.id, t('account.revoke'), t('account.revokeConfirm'), `${id}-${session.id}`)}
            </li>
          ))}
          {others.length === 0 ? <li className="muted">{t('account.noOtherSessions')}</li> : null}
        </ul>
      )}
      {others.length > 1 ? <div className="row">{revoke(OTHER_SESSIONS, t('account.revokeOthers'), t('account.revokeOthersConfirm'))}</div> : null}
    </section>
  );
}
