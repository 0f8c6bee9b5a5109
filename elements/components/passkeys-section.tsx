import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CurrentUser, Passkey } from '../../core';
import { passkeysUsableHere } from '../flows/passkey-support';
import { createPasskeys } from '../flows/passkeys';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { passkeySectionStrings } from '../i18n/en/passkeys-section';
import { useLatch } from '../latch-context';
import { ErrorAlert } from './error-alert';

const PASSKEYS_CSS = `
.passkeys{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.passkey-item{display:flex;justify-content:space-between;gap:var(--_space);align-items:center;flex-wrap:wrap;border:1px solid var(--_border);border-radius:var(--_radius);padding:.5rem .75rem}
.passkey-item .muted{display:block;font-size:.875em}
.passkey-item form{flex:1 1 16rem}
.field-error{color:var(--_error);font-size:.875em}
`;

/**
 * The passkeys section of account settings (Stack's "Passkey" in "Emails & auth"): each passkey with its name, when
 * it was made and last used; "Add a passkey" (the browser's dialog; not offered where the page cannot use passkeys, which
 * says so instead), "Rename" in place, "Remove" after confirming.
 * What changed is said in a live region; focus stays where the visitor acted (or goes to the alert on a failure).
 */
export default function PasskeysSection({ user }: { user: CurrentUser }) {
  useStyles(PASSKEYS_CSS);
  const t = useTranslate(passkeySectionStrings);
  const store = useFlow((env) => createPasskeys(env, user));
  const state = useStore(store.$state);
  const busy = useStore(store.action.$busy);
  const failure = useFailureMessage(store.action.$failure, t);
  const id = useId();
  const [canAdd] = useState(passkeysUsableHere);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const nameInput = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => void store.load(), [store]);
  useEffect(() => {
    const target = state.focus?.target;
    if (!target) return;
    const element = target === 'name' ? nameInput.current : target === 'alert' ? alert.current : buttons.current.get(target);
    element?.focus();
  }, [state.focus]);

  // The element's language (docs/i18n.md): dates read as the rest of its text.
  const { lang } = useLatch();
  const date = (value: Date) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(value);
  const button = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const onRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.rename(nameInput.current?.value ?? '');
  };

  const item = (passkey: Passkey) => {
    const values = { name: passkey.name };
    if (state.editing === passkey.id) {
      return (
        <form method="post" noValidate onSubmit={onRename} aria-busy={busy || undefined}>
          <div className="field">
            <label htmlFor={`${id}-name`} part="label">
              {t('passkeys.name')}
            </label>
            <div className="row">
              <input
                ref={nameInput}
                id={`${id}-name`}
                name="passkey-name"
                part="input"
                className="input"
                defaultValue={passkey.name}
                maxLength={64}
                autoComplete="off"
                aria-invalid={state.nameInvalid || undefined}
                aria-describedby={state.nameInvalid ? `${id}-name-error` : undefined}
              />
              <button type="submit" part="button" className="button" aria-disabled={busy || undefined}>
                {t('common.save')}
              </button>
              <button type="button" part="button" className="button secondary" onClick={() => store.cancelRename()}>
                {t('common.cancel')}
              </button>
            </div>
            {state.nameInvalid ? (
              <p className="field-error" id={`${id}-name-error`}>
                {t('passkeys.nameRequired')}
              </p>
            ) : null}
          </div>
        </form>
      );
    }
    return (
      <>
        <span id={`${id}-${passkey.id}`}>
          <strong>{passkey.name}</strong> {passkey.deviceType === 'multiDevice' ? <span className="badge">{t('passkeys.synced')}</span> : null}
          <span className="muted">
            {t('passkeys.created', { date: date(passkey.createdAt) })}
            {', '}
            {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: date(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
          </span>
        </span>
        {state.confirming === passkey.id ? (
          <span className="row">
            <span id={`${id}-confirm`}>{t('passkeys.removeConfirm', values)}</span>
            <button
              type="button"
              part="button"
              className="button"
              autoFocus
              aria-describedby={`${id}-confirm`}
              aria-disabled={busy || undefined}
              onClick={() => void store.remove()}
            >
              {t('passkeys.remove')}
            </button>
            <button type="button" part="button" className="button secondary" onClick={() => store.cancel()}>
              {t('common.cancel')}
            </button>
          </span>
        ) : (
          <span className="row">
            <button
              ref={button(`rename:${passkey.id}`)}
              type="button"
              part="button"
              className="button secondary"
              disabled={busy}
              aria-label={t('passkeys.renameLabel', values)}
              onClick={() => store.startRename(passkey.id)}
            >
              {t('passkeys.rename')}
            </button>
            <button type="button" part="button" className="button secondary" disabled={busy} aria-label={t('passkeys.removeLabel', values)} onClick={() => store.ask(passkey.id)}>
              {t('passkeys.remove')}
            </button>
          </span>
        )}
      </>
    );
  };

  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`} aria-busy={state.passkeys === undefined || undefined}>
      <h3 id={`${id}-title`}>{t('passkeys.title')}</h3>
      <p className="muted">{t('passkeys.intro')}</p>
      <ErrorAlert message={failure} alertRef={alert} />
      <p role="status" className="ok">
        {state.notice ? t(state.notice) : ''}
      </p>
      {state.passkeys === undefined ? null : state.passkeys.length === 0 ? (
        <p>{t('passkeys.none')}</p>
      ) : (
        <ul className="passkeys">
          {state.passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-item" data-passkey-id={passkey.id}>
              {item(passkey)}
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <div className="row">
          <button ref={button('add')} type="button" part="button" className="button secondary" aria-disabled={busy || undefined} onClick={() => void (busy || store.add())}>
            {t(state.adding ? 'passkeys.adding' : 'passkeys.add')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('passkeys.unavailable')}</p>
      )}
    </section>
  );
}
