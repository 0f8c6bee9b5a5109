import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { CurrentUser } from '../../core';
import { createDeleteAccount } from '../flows/delete-account';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { deleteAccountStrings } from '../i18n/en/delete-account';
import { ErrorAlert } from './error-alert';

/** The danger zone's own look: a red-edged section and a red button, so it cannot pass for an ordinary setting. */
const DELETE_CSS = `
.danger{border:1px solid var(--_error);border-radius:var(--_radius);padding:var(--_space)}
.danger h3{color:var(--_error)}
.button.danger-button{background:var(--_error);color:var(--_on-primary)}
.button.danger-outline{color:var(--_error);border-color:var(--_error);background:transparent}
.danger .field-error{color:var(--_error);font-size:.875em}
`;

/**
 * "Delete account", last in account settings and only where the project allows it (`client_user_deletion_enabled`):
 * a button opens a field asking to type a word (DELETE in English); only that word deletes the account, after which
 * the page goes to the after-sign-out URL.
 */
export default function DeleteAccountSection({ user }: { user: CurrentUser }) {
  useStyles(DELETE_CSS);
  const t = useTranslate(deleteAccountStrings);
  const flow = useFlow((env) => createDeleteAccount(env, user));
  const confirming = useStore(flow.$confirming);
  const fieldError = useStore(flow.$fieldError);
  const busy = useStore(flow.action.$busy);
  const failure = useFailureMessage(flow.action.$failure, t);
  const input = useRef<HTMLInputElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const id = useId();
  const word = t('deleteAccount.word');

  useEffect(() => {
    // Into the field when it opens, back to the button when cancelled.
    if (confirming) input.current?.focus();
    else if (wasConfirming.current) start.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  useEffect(() => {
    if (fieldError) input.current?.focus();
  }, [fieldError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.confirm(input.current?.value ?? '', word);
  };
  return (
    <section part="section" className="section danger" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('deleteAccount.title')}</h3>
      <p className="muted" id={`${id}-intro`}>
        {t('deleteAccount.intro')}
      </p>
      <ErrorAlert message={failure} />
      {confirming ? (
        <form className="field" noValidate onSubmit={onSubmit}>
          <label htmlFor={`${id}-word`}>{t('deleteAccount.confirmLabel', { word })}</label>
          <input
            ref={input}
            id={`${id}-word`}
            name="confirm-delete"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            part="input"
            className="input"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : `${id}-intro`}
            onInput={() => flow.edit()}
          />
          {fieldError ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {t(fieldError, { word })}
            </p>
          ) : null}
          <div className="row">
            <button type="submit" part="button" className="button danger-button" disabled={busy}>
              {busy ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </button>
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => flow.cancel()}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="row">
          <button ref={start} type="button" part="button" className="button danger-outline" onClick={() => flow.ask()}>
            {t('deleteAccount.start')}
          </button>
        </div>
      )}
    </section>
  );
}
