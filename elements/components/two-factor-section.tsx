import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ClientProject, CurrentUser } from '../../core';
import { createTwoFactor, groupKey } from '../flows/two-factor';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { commonStrings } from '../i18n/en/common';
import { twoFactorStrings } from '../i18n/en/two-factor';
import { ErrorAlert } from './error-alert';

const STRINGS = { ...commonStrings, ...twoFactorStrings };
const TWO_FACTOR_CSS = `
.two-factor form{display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.two-factor .qr{width:11rem;height:11rem;background:#fff;color:#000;border-radius:.25rem}
.two-factor .key{font-family:ui-monospace,monospace;word-break:break-all}
.two-factor .codes{font-family:ui-monospace,monospace;display:grid;grid-template-columns:repeat(2,max-content);gap:.25em 1.5em;padding:0;margin:0;list-style:none}
.two-factor .hint{color:var(--_muted);font-size:.875em}
.two-factor .field-error{color:var(--_error);font-size:.875em}
`;

/** A QR code drawn here as SVG (no outside service sees the secret); its text alternative is the key itself. */
function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const size = modules.length;
  return (
    <svg className="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      {/* biome-ignore lint/suspicious/noArrayIndexKey: a module's key is its place in the fixed grid */}
      {modules.flatMap((row, y) => row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000" /> : null)))}
    </svg>
  );
}

/** A button copying `text` to the clipboard, saying "Copied" for a moment after. */
function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => console.error('Latch: copying failed', error),
    );
  };
  return (
    <button type="button" part="button" className="button secondary" onClick={copy}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}

/**
 * The two-factor section of account settings: off → "Turn on" (a new secret made in the browser, its QR code drawn
 * locally and its key as text, then a code from the app to confirm) → the ten recovery codes shown once, with copy and
 * download, until "I saved them"; on → how many recovery codes are left, "New recovery codes" and "Turn off", each
 * after a code from the app or a recovery code.
 */
export default function TwoFactorSection({ user, project }: { user: CurrentUser; project: ClientProject }) {
  useStyles(TWO_FACTOR_CSS);
  const t = useTranslate(STRINGS);
  const store = useFlow((env) => createTwoFactor(env, user, project));
  const state = useStore(store.$state);
  const busy = useStore(store.action.$busy);
  const failure = useFailureMessage(store.action.$failure, t);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const codes = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => void store.load(), [store]);
  useEffect(() => {
    const target = state.focus?.target;
    if (target) ({ heading, code: input, codes, alert })[target].current?.focus();
  }, [state.focus]);

  const fieldError = state.fieldError ? t(state.fieldError) : '';
  const codeField = (label: string, hint: string, numeric: boolean) => (
    <div className="field">
      <label htmlFor={`${id}-code`} part="label">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        name="code"
        type="text"
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        part="input"
        className="input"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={14}
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
          {hint}
        </p>
      )}
    </div>
  );
  const submit = (run: (typed: string) => Promise<boolean>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(input.current?.value ?? '');
  };

  let body;
  if (state.step === 'enrolling' && state.enrolment) {
    const key = groupKey(state.enrolment.base32);
    body = (
      <>
        <p>{t('twoFactor.scan')}</p>
        <QrCode modules={state.enrolment.qr} label={t('twoFactor.qrLabel', { key })} />
        <p>
          {t('twoFactor.key')}:{' '}
          <code className="key" data-latch-totp-key="">
            {key}
          </code>
        </p>
        <div className="row">
          <CopyButton text={state.enrolment.base32} label={t('twoFactor.copyKey')} copiedLabel={t('twoFactor.copied')} />
        </div>
        <form method="post" noValidate onSubmit={submit(store.confirm)} aria-busy={busy || undefined}>
          {codeField(t('twoFactor.confirmCode'), t('twoFactor.confirmHint'), true)}
          <div className="row">
            <button type="submit" part="button" className="button" disabled={busy}>
              {t('twoFactor.confirm')}
            </button>
            <button type="button" part="button" className="button secondary" onClick={() => store.cancel()}>
              {t('twoFactor.cancel')}
            </button>
          </div>
        </form>
      </>
    );
  } else if (state.step === 'codes' && state.recoveryCodes) {
    const text = `${state.recoveryCodes.join('\n')}\n`;
    const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
    body = (
      <>
        <h4 id={`${id}-codes`} tabIndex={-1} ref={codes}>
          {t('twoFactor.savedTitle')}
        </h4>
        <p>{t('twoFactor.savedIntro')}</p>
        <ul className="codes" aria-labelledby={`${id}-codes`}>
          {state.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="row">
          <CopyButton text={text} label={t('twoFactor.copyCodes')} copiedLabel={t('twoFactor.copied')} />
          <a part="button" className="button secondary" href={download} download={`${project.displayName}-recovery-codes.txt`}>
            {t('twoFactor.downloadCodes')}
          </a>
          <button type="button" part="button" className="button" onClick={() => store.saved()}>
            {t('twoFactor.saved')}
          </button>
        </div>
      </>
    );
  } else if (state.step === 'on') {
    body = (
      <>
        <p>{t('twoFactor.onIntro')}</p>
        {state.remaining === undefined ? null : <p>{t('twoFactor.remaining', { count: state.remaining })}</p>}
        {state.proving ? (
          <form method="post" noValidate onSubmit={submit(store.prove)} aria-busy={busy || undefined}>
            <p>{t(state.proving === 'off' ? 'twoFactor.turnOffIntro' : 'twoFactor.newCodesIntro')}</p>
            {codeField(t('twoFactor.proof'), t('twoFactor.proofHint'), false)}
            <div className="row">
              <button type="submit" part="button" className="button" disabled={busy}>
                {t(state.proving === 'off' ? 'twoFactor.confirmOff' : 'twoFactor.confirmNewCodes')}
              </button>
              <button type="button" part="button" className="button secondary" onClick={() => store.cancel()}>
                {t('twoFactor.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="row">
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => store.ask('renew')}>
              {t('twoFactor.newCodes')}
            </button>
            <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => store.ask('off')}>
              {t('twoFactor.turnOff')}
            </button>
          </div>
        )}
      </>
    );
  } else {
    body = (
      <>
        <p className="muted">{t('twoFactor.offIntro')}</p>
        <div className="row">
          <button type="button" part="button" className="button secondary" disabled={busy} onClick={() => void store.start()}>
            {t('twoFactor.turnOn')}
          </button>
        </div>
      </>
    );
  }

  return (
    <section part="section" className="section two-factor" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {t('twoFactor.title')}
      </h3>
      <ErrorAlert message={failure} alertRef={alert} />
      {body}
    </section>
  );
}
