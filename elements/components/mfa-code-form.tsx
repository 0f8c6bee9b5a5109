import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { MfaSignInStore } from '../flows/mfa-sign-in';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { mfaStrings } from '../i18n/en/mfa';
import { ErrorAlert } from './error-alert';
import { Link } from './link';

const MFA_CSS = `
.mfa,.mfa form{display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.mfa .hint{color:var(--_muted);font-size:.875em}
.mfa .field-error{color:var(--_error);font-size:.875em}
.mfa .code{font-variant-numeric:tabular-nums;letter-spacing:.15em}
.link-button{font:inherit;background:none;border:0;padding:0;color:var(--_primary);font-weight:500;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.link-button[disabled]{color:var(--_muted);cursor:default;text-decoration:none}
`;

/**
 * The second step of a sign-in, shared by the handler's mfa page and the code step of `<auth-sign-in>`: the six
 * digits of the authenticator app (`autocomplete="one-time-code"`, numeric keyboard) or a recovery code, the
 * catalogue's message for a wrong code, and "Sign in again" when the attempt is over or missing: a link to
 * `signInHref`, or `onStartAgain` in place.
 */
export function MfaCodeForm({ store, signInHref, onStartAgain }: { store: MfaSignInStore; signInHref?: string; onStartAgain?: () => void }) {
  const t = useTranslate(mfaStrings);
  const state = useStore(store.$state);
  useStyles(MFA_CSS);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const target = state.focus?.target;
    if (target) ({ code: input, alert, notice })[target].current?.focus();
  }, [state.focus]);

  const failure = state.failure ? t(state.failure.key, state.failure.values) : '';
  if (state.step !== 'code') {
    return (
      <div className="mfa">
        <p role="status" tabIndex={-1} ref={notice}>
          {t(state.step === 'expired' ? 'mfa.expired' : 'mfa.missing')}
        </p>
        {onStartAgain ? (
          <button type="button" part="button" className="button" onClick={onStartAgain}>
            {t('mfa.startAgain')}
          </button>
        ) : signInHref ? (
          <p>
            <Link href={signInHref}>{t('mfa.startAgain')}</Link>
          </p>
        ) : null}
      </div>
    );
  }

  const busy = state.phase !== 'idle';
  const totp = state.mode === 'totp';
  const fieldError = state.fieldError ? t(state.fieldError) : '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(input.current?.value ?? '');
  };
  return (
    <div className="mfa">
      <ErrorAlert message={failure} alertRef={alert} />
      <form method="post" noValidate onSubmit={onSubmit} data-latch-form="mfa" aria-busy={busy || undefined}>
        <p part="subtitle" className="subtitle">
          {t(totp ? 'mfa.intro' : 'mfa.recoveryIntro')}
        </p>
        <div className="field">
          <label htmlFor={`${id}-code`} part="label">
            {t(totp ? 'mfa.code' : 'mfa.recoveryCode')}
          </label>
          <input
            key={state.mode}
            ref={input}
            id={`${id}-code`}
            name={totp ? 'totp' : 'recovery_code'}
            type="text"
            inputMode={totp ? 'numeric' : 'text'}
            autoComplete={totp ? 'one-time-code' : 'off'}
            pattern={totp ? '[0-9]*' : undefined}
            maxLength={totp ? 8 : 14}
            part="input"
            className="input code"
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-${fieldError ? 'error' : 'hint'}`}
            onInput={() => store.edit()}
          />
          {fieldError ? (
            <p className="field-error" id={`${id}-error`}>
              {fieldError}
            </p>
          ) : (
            <p className="hint" id={`${id}-hint`}>
              {t(totp ? 'mfa.codeHint' : 'mfa.recoveryHint')}
            </p>
          )}
        </div>
        <button type="submit" part="button" className="button" disabled={busy}>
          {busy ? t('mfa.checking') : t('mfa.submit')}
        </button>
        <p>
          <button type="button" part="link" className="link-button" onClick={() => store.switchMode()} disabled={busy}>
            {t(totp ? 'mfa.useRecovery' : 'mfa.useApp')}
          </button>
        </p>
      </form>
    </div>
  );
}
