import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../components/error-alert';
import { LastUsedBadge, useLastUsed } from '../components/last-used-badge';
import { Link } from '../components/link';
import { createEmailCodeSignIn } from '../flows/email-code-sign-in';
import { useStyles } from '../hooks/use-styles';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { magicLinkStrings } from '../i18n/en/magic-link';
import { signInStrings } from '../i18n/en/sign-in';
import { useLatch } from '../latch-context';
import type { SignInFlow } from '../flows/sign-in';

const STRINGS = { ...signInStrings, ...magicLinkStrings };
const MAGIC_LINK_CSS = `
.magic-link,.magic-link form{display:flex;flex-direction:column;gap:calc(var(--_space) * .75)}
.magic-link .hint{color:var(--_muted);font-size:.875em}
.magic-link .field-error{color:var(--_error);font-size:.875em}
.link-button{font:inherit;background:none;border:0;padding:0;color:var(--_primary);font-weight:500;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.link-button[disabled]{color:var(--_muted);cursor:default;text-decoration:none}
`;

/** Seconds until `at` (epoch ms), ticking once a second while positive. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Identifier-first sign-in: its own chunk, loaded only for a sign-in card whose project has passwords too. */
const IdentifierPanel = lazy(() => import('./identifier'));

/**
 * The e-mail code row's panel (elements/sign-in/methods.ts). On a sign-in card whose project has passwords too it is
 * identifier-first (identifier.tsx: one e-mail field, then the password or this form for that address); elsewhere the
 * form below.
 */
export default function EmailCodePanel(props: { flow: EmailCodeFlow } & AddressProps) {
  const project = useStore(useLatch().app.$project);
  const { flow } = props;
  return onSignInCard(flow) && props.address === undefined && project?.config.credentialEnabled ? <IdentifierPanel flow={flow} /> : <EmailCodeForm {...props} />;
}

/** The sign-in card hands its whole flow (with the methods it shows); `<auth-sign-up>` only what applies there. */
function onSignInCard(flow: EmailCodeFlow): flow is SignInFlow {
  return flow.$methods !== undefined;
}

/**
 * What the identifier-first panel (identifier.tsx) hands this one: the address already entered (no e-mail field then,
 * only "Email me a code"), whether this method comes first (its button then takes focus and is the primary one), and
 * the way back to the address.
 */
type AddressProps = { address?: string; first?: boolean; onChangeAddress?(): void };

/**
 * The sign-in flow this panel is part of, or on `<auth-sign-up>` (a project with e-mail code and no passwords) what
 * of it applies: where to go afterwards; the card's holding, pause, second-factor step and other methods are optional.
 */
type EmailCodeFlow = Pick<SignInFlow, 'hold' | 'afterSignInUrl' | 'noRedirect'> & Partial<Pick<SignInFlow, 'pause' | 'stopAtSecondFactor' | '$held' | '$methods'>>;
const NO_METHODS = atom<readonly string[]>([]);

/**
 * "Email me a code" (`magic_link_enabled`): the address, then a code input (`autocomplete="one-time-code"`, the whole
 * code pasteable), resend after a countdown, and what to do if nothing arrives. The link in the mail signs in on
 * the handler's magic-link-callback page.
 */
export function EmailCodeForm({ flow, address, first, onChangeAddress }: { flow: EmailCodeFlow } & AddressProps) {
  const { app } = useLatch();
  const t = useTranslate(STRINGS);
  const store = useFlow((env) => createEmailCodeSignIn(env, flow));
  const state = useStore(store.$state);
  const lastUsed = useLastUsed(flow.$held);
  const several = useStore(flow.$methods ?? NO_METHODS).length > 1;
  const failure = state.failure ? t(state.failure.key, state.failure.values) : '';
  const seconds = useSecondsUntil(state.resendAt);
  useStyles(MAGIC_LINK_CSS);
  const id = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const target = state.focus?.target;
    const element = { email: emailInput, code: codeInput, alert, notice }[target ?? 'email'].current;
    if (target) element?.focus();
  }, [state.focus]);

  const busy = state.phase !== 'idle';
  const fieldError = state.fieldError ? t(state.fieldError) : '';
  const onEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.send(emailInput.current?.value ?? '');
  };
  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submitCode(codeInput.current?.value ?? '');
  };

  if (state.step === 'cleared') {
    return (
      <div className="magic-link">
        <p role="status" tabIndex={-1} ref={notice}>
          {t('magicLink.cleared')}
        </p>
        <p>
          <Link href={app.urls.accountSettings}>{t('magicLink.setPassword')}</Link>
        </p>
        <button type="button" part="button" className="button" onClick={() => void store.continueAfterNotice()} disabled={busy}>
          {t('magicLink.continue')}
        </button>
      </div>
    );
  }

  const field = (name: 'email' | 'code') => (fieldError ? `${id}-${name}-error` : `${id}-${name}-hint`);
  return (
    <div className="magic-link">
      {(several || address !== undefined) && lastUsed === 'email-code' ? <LastUsedBadge /> : null}
      <ErrorAlert message={failure} alertRef={alert} busy={busy} />
      {state.step === 'email' && address !== undefined ? (
        <button type="button" part="button" className={first ? 'button' : 'button secondary'} autoFocus={first} disabled={busy} onClick={() => void store.send(address)}>
          {busy ? t('magicLink.sending') : t('magicLink.send')}
        </button>
      ) : state.step === 'email' ? (
        // Keyed: otherwise React keeps the one <input> DOM node for both steps, and the code field opens holding the address.
        <form key="email" method="post" noValidate onSubmit={onEmail} data-latch-form="magic-link" aria-busy={busy || undefined}>
          <p part="subtitle" className="subtitle" id={`${id}-email-hint`}>
            {t('magicLink.intro')}
          </p>
          <div className="field">
            <label htmlFor={`${id}-email`} part="label">
              {t('common.email')}
            </label>
            <input
              ref={emailInput}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username webauthn"
              part="input"
              className="input"
              spellCheck={false}
              autoCapitalize="none"
              defaultValue={state.email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={field('email')}
              onInput={() => store.edit()}
            />
            {fieldError ? (
              <p className="field-error" id={`${id}-email-error`}>
                {fieldError}
              </p>
            ) : null}
          </div>
          <button type="submit" part="button" className="button" disabled={busy}>
            {busy ? t('magicLink.sending') : t('magicLink.send')}
          </button>
        </form>
      ) : (
        <form key="code" method="post" noValidate onSubmit={onCode} data-latch-form="magic-link-code" aria-busy={busy || undefined}>
          <p role="status">{state.resent ? t('magicLink.resent') : t('magicLink.sentTo', { email: state.email })}</p>
          <div className="field">
            <label htmlFor={`${id}-code`} part="label">
              {t('magicLink.code')}
            </label>
            <input
              ref={codeInput}
              id={`${id}-code`}
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              part="input"
              className="input"
              spellCheck={false}
              autoCapitalize="characters"
              maxLength={20}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={field('code')}
              onInput={() => store.edit()}
            />
            {fieldError ? (
              <p className="field-error" id={`${id}-code-error`}>
                {fieldError}
              </p>
            ) : (
              <p className="hint" id={`${id}-code-hint`}>
                {t('magicLink.codeHint')}
              </p>
            )}
          </div>
          <button type="submit" part="button" className="button" disabled={busy}>
            {state.phase === 'checking' || state.phase === 'redirecting' ? t('magicLink.checking') : t('magicLink.submit')}
          </button>
          <p className="hint">{t('magicLink.noMail', { email: state.email })}</p>
          <p>
            <button type="button" part="link" className="link-button" onClick={() => void store.resend()} disabled={busy || seconds > 0}>
              {t('magicLink.resend')}
            </button>{' '}
            {seconds > 0 ? <span aria-live="off">{t('magicLink.resendIn', { seconds })}</span> : null}
          </p>
          <p>
            <button type="button" part="link" className="link-button" onClick={() => (onChangeAddress ?? store.changeEmail)()} disabled={busy}>
              {t('magicLink.changeEmail')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
