import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { ContactChannel, CurrentUser } from '../../core';
import { createEmails, isOnlyWayIn } from '../flows/emails';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { commonStrings } from '../i18n/en/common';
import { emailStrings } from '../i18n/en/email';
import { ErrorAlert } from './error-alert';

const STRINGS = { ...commonStrings, ...emailStrings };
const EMAILS_CSS = `
.emails{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.emails li{display:flex;flex-direction:column;gap:.35em;min-width:0}
.email-value{overflow-wrap:anywhere;font-weight:500}
.field-error{color:var(--_error);font-size:.875em;flex-basis:100%}
`;

/** The primary address as the user object describes it, shown while the list loads; its actions are never enabled. */
function provisionalPrimary(value: string, isVerified: boolean): ContactChannel {
  const loading = () => Promise.reject(new TypeError('The e-mail list is still loading.'));
  return { id: '', value, type: 'email', isPrimary: true, isVerified, usedForAuth: true, update: loading, delete: loading, sendVerificationEmail: loading };
}

/**
 * The e-mails section of account settings (Stack's "Emails & auth"): each address with its state, and buttons to
 * verify, make primary, use for sign-in, or remove it — except that the only way into the account cannot be removed
 * or stop being used for sign-in. A new address gets its verification mail at once.
 */
export default function EmailsSection({ user }: { user: CurrentUser }) {
  useStyles(EMAILS_CSS);
  const t = useTranslate(STRINGS);
  const store = useFlow((env) => createEmails(env, user));
  const channels = useStore(store.$channels);
  const notice = useStore(store.$notice);
  const fieldError = useStore(store.$fieldError);
  const busy = useStore(store.action.$busy);
  const failure = useFailureMessage(store.action.$failure, t);
  // Until the list arrives, the primary address shows as it most likely is (one address, used for sign-in), its
  // buttons disabled: the list then replaces it in place, so nothing below moves (no layout shift).
  const loading = channels === undefined;
  const list = channels ?? (user.primaryEmail ? [provisionalPrimary(user.primaryEmail, user.primaryEmailVerified)] : undefined);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => void store.load(), [store]);
  useEffect(() => {
    if (fieldError) input.current?.focus();
  }, [fieldError]);

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await store.add(input.current?.value ?? '')) {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('emails.title')}</h3>
      <p className="muted">{t('emails.intro')}</p>
      <ErrorAlert message={failure} busy={busy} />
      <p role="status" className="ok">
        {notice ? t(notice.key, notice.values) : ''}
      </p>
      {list === undefined ? null : list.length === 0 ? (
        <p>{t('emails.none')}</p>
      ) : (
        <ul className="emails">
          {list.map((channel) => {
            const locked = isOnlyWayIn(channel, user, list);
            return (
              <li key={channel.id}>
                <span className="email-value">{channel.value}</span>{' '}
                <span className="muted">
                  {[
                    channel.isPrimary ? t('emails.primary') : null,
                    channel.isVerified ? t('emails.verified') : t('emails.unverified'),
                    channel.usedForAuth ? t('emails.signIn') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <div className="row" role="group" aria-label={t('emails.actionsFor', { email: channel.value })}>
                  {!channel.isVerified ? (
                    <button type="button" part="button" className="button secondary" disabled={busy || loading} onClick={() => void store.verify(channel)}>
                      {t('emails.verify')}
                    </button>
                  ) : null}
                  {!channel.isPrimary ? (
                    <button type="button" part="button" className="button secondary" disabled={busy || loading} onClick={() => void store.makePrimary(channel)}>
                      {t('emails.makePrimary')}
                    </button>
                  ) : null}
                  {!locked ? (
                    <button
                      type="button"
                      part="button"
                      className="button secondary"
                      disabled={busy || loading}
                      onClick={() => void store.setUsedForSignIn(channel, !channel.usedForAuth)}
                    >
                      {channel.usedForAuth ? t('emails.stopSignIn') : t('emails.useForSignIn')}
                    </button>
                  ) : null}
                  {locked ? (
                    <span className="muted">{t('emails.onlyWayIn')}</span>
                  ) : (
                    <button
                      type="button"
                      part="button"
                      className="button secondary"
                      disabled={busy || loading}
                      aria-label={t('emails.removeLabel', { email: channel.value })}
                      onClick={() => void store.remove(channel)}
                    >
                      {t('emails.remove')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <form className="row" noValidate onSubmit={(event) => void onAdd(event)}>
        <label htmlFor={`${id}-new`} className="visually-hidden">
          {t('emails.newAddress')}
        </label>
        <input
          ref={input}
          id={`${id}-new`}
          name="email"
          type="email"
          autoComplete="email"
          part="input"
          className="input"
          placeholder={t('emails.newAddress')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onInput={() => store.editField()}
        />
        <button type="submit" part="button" className="button" disabled={busy || loading}>
          {t('emails.add')}
        </button>
        {fieldError ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t(fieldError)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
