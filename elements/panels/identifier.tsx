import { useStore } from '@nanostores/react';
import { Fragment, useContext, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ErrorAlert } from '../components/error-alert';
import { HandlerNavigation } from '../components/handler-navigation';
import { LastUsedBadge, useLastUsed } from '../components/last-used-badge';
import { Link } from '../components/link';
import type { FlowEnv } from '../flows/flow-env';
import { createPasswordSubmit, type FieldMessage } from '../flows/password-submit';
import type { SignInFlow } from '../flows/sign-in';
import { validateEmail } from '../flows/validate-credentials';
import { useFlow } from '../hooks/use-flow';
import { CREDENTIALS_SLOT, useLightDom } from '../hooks/use-light-dom';
import { usePasswordForm } from '../hooks/use-password-form';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import type { UiStringKey } from '../i18n/en';
import { identifierStrings } from '../i18n/en/identifier';
import { signInStrings } from '../i18n/en/sign-in';
import { useLatch } from '../latch-context';
import type { PanelProps } from '../sign-in/methods';
import { EmailCodeForm } from './email-code';

const STRINGS = { ...signInStrings, ...identifierStrings };
// The next step hides the OAuth buttons (they stay one click from the start, where "Change" leads back).
const CSS = `
.card:has(>.identifier)>.oauth{display:none}
.identifier{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25em .75em}
.identifier .address{font-weight:500;overflow-wrap:anywhere}
.identifier-or{display:flex;align-items:center;gap:.75em;color:var(--_muted);font-size:.875em}
.identifier-or::before,.identifier-or::after{content:"";flex:1;border-top:1px solid var(--_border)}
`;

/**
 * The password sign-in of the next step, on the address already checked: flows/password-sign-in.ts's flow, built here
 * from the shared submit because that module travels in the password panel's chunk, and importing it here would split
 * that chunk on every password-only page.
 */
function createAddressPasswordSignIn(env: FlowEnv, flow: SignInFlow) {
  const submit = createPasswordSubmit(env, {
    order: ['password'],
    validate: ({ password }): Record<string, FieldMessage> => (password ? {} : { password: { key: 'validation.passwordRequired' } }),
    send: async (entered) => {
      const result = await env.app.signInWithCredential({ ...entered, noRedirect: true });
      // The card's pause (the passkey offer), before the page moves on.
      if (result.status === 'ok') await flow.pause?.();
      return result;
    },
    after: { kind: 'signIn', url: flow.afterSignInUrl, noRedirect: flow.noRedirect },
    stopped: flow.stopAtSecondFactor,
  });
  submit.$state.listen((state) => flow.hold('password', state.phase !== 'form'));
  return submit;
}

/**
 * Identifier-first sign-in, the one panel standing for password and e-mail code when the project enables both (the
 * e-mail code panel shows it then, and the password has no panel of its own: elements/sign-in/methods.ts): one e-mail field (`autocomplete="username webauthn"`, so password
 * managers and passkey autofill find it) and Continue; then the address with "Change" (back, the address kept) and
 * the methods that fit, the one last used on this device first: the password (a real form in the light DOM with the
 * address as its hidden username, so password managers save and fill the pair) and "Email me a code" (the e-mail
 * code panel, sent to that address). Focus moves to the next step's first field. The passkey button and the OAuth
 * buttons are their own panels, one click from the start.
 */
export default function IdentifierPanel({ flow }: PanelProps) {
  const latch = useLatch();
  const t = useTranslate(STRINGS);
  useStyles(CSS);
  const container = useLightDom();
  const lastUsed = useLastUsed(flow.$held);
  const store = useFlow((env) => createAddressPasswordSignIn(env, flow));
  const credentials = usePasswordForm(store, t);
  const held = useStore(flow.$held).length > 0;
  // On a handler page the e-mail field takes focus when it appears, as the password form's first field does there.
  const focusFirst = !!useContext(HandlerNavigation) && document.activeElement === document.body;
  const [address, setAddress] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  // Back from the next step: the e-mail field takes focus.
  const [back, setBack] = useState(false);
  const [emailError, setEmailError] = useState<UiStringKey | null>(null);
  const [revealed, setRevealed] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const id = `latch-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const codeFirst = lastUsed === 'email-code';

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (emailInput.current?.value ?? '').trim();
    const invalid = validateEmail(email);
    setTyped(email);
    setEmailError(invalid);
    if (invalid) return emailInput.current?.focus();
    setAddress(email);
  };
  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    if (!credentials.form.busy) credentials.form.onSubmit({ email: address ?? '', password: typeof password === 'string' ? password : '' });
  };
  const change = () => {
    if (held) return;
    setAddress(null);
    setBack(true);
    setRevealed(false);
  };

  const passwordState = useStore(store.$state);
  const passwordError = passwordState.fieldErrors.password;
  const form =
    address === null ? (
      <form method="post" noValidate onSubmit={onContinue} data-latch-form="identifier">
        <div className="latch-field">
          <label htmlFor={`${id}-email`} part="label">
            {t('common.email')}
          </label>
          <input
            ref={emailInput}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username webauthn"
            autoFocus={back || focusFirst}
            part="input"
            required
            spellCheck={false}
            autoCapitalize="none"
            defaultValue={typed}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            onInput={() => setEmailError(null)}
          />
          {emailError ? (
            <span className="latch-field-error" id={`${id}-email-error`}>
              {t(emailError)}
            </span>
          ) : null}
        </div>
        <button type="submit" part="button">
          {t('identifier.continue')}
        </button>
      </form>
    ) : (
      <form method="post" noValidate onSubmit={onPassword} data-latch-form="sign-in" aria-busy={credentials.form.busy || undefined}>
        <input type="email" name="email" autoComplete="username" value={address} readOnly hidden />
        <div className="latch-field">
          <label htmlFor={`${id}-password`} part="label">
            {t('common.password')}
          </label>
          <input
            ref={(input) => {
              if (input) credentials.form.inputs.current.set('password', input);
              else credentials.form.inputs.current.delete('password');
            }}
            id={`${id}-password`}
            name="password"
            type={revealed ? 'text' : 'password'}
            autoComplete="current-password"
            autoFocus={!codeFirst}
            part="input"
            required
            spellCheck={false}
            aria-invalid={passwordError || passwordState.serverField === 'password' ? true : undefined}
            aria-describedby={passwordError ? `${id}-password-error` : undefined}
            onInput={() => credentials.form.onEdit('password')}
          />
          <button type="button" className="latch-reveal" part="link" onClick={() => setRevealed(!revealed)}>
            {t(revealed ? 'common.hidePassword' : 'common.showPassword')}
          </button>
          {passwordError ? (
            <span className="latch-field-error" id={`${id}-password-error`}>
              {t(passwordError.key, passwordError.values)}
            </span>
          ) : null}
        </div>
        {/* aria-disabled, not disabled: the button keeps focus while the request runs */}
        <button type="submit" part="button" aria-disabled={credentials.form.busy || undefined}>
          {credentials.phase === 'form' ? t('signIn.submit') : t('signIn.submitting')}
        </button>
      </form>
    );
  // Without a host element (a React app) there is no shadow root to hide the form from password managers.
  const lightForm = latch.host ? (
    <>
      <slot name={CREDENTIALS_SLOT} />
      {container ? createPortal(form, container) : null}
    </>
  ) : (
    form
  );
  if (address === null) return lightForm;

  const password = (
    <Fragment key="password">
      {lastUsed === 'password' ? <LastUsedBadge /> : null}
      <ErrorAlert message={credentials.failureMessage} alertRef={credentials.alertRef} busy={credentials.phase === 'busy'} />
      {lightForm}
      <p part="subtitle" className="subtitle">
        <Link href={latch.keepReturnTo(latch.app.urls.forgotPassword)}>{t('signIn.forgotPassword')}</Link>
      </p>
    </Fragment>
  );
  const code = <EmailCodeForm key="email-code" flow={flow} address={address} first={codeFirst} onChangeAddress={change} />;
  const or = (
    <p key="or" className="identifier-or">
      {t('common.or')}
    </p>
  );
  return (
    <>
      <div className="identifier">
        <span className="address" id={`${id}-address`}>
          {t('identifier.signingInAs', { email: address })}
        </span>
        <button type="button" part="link" className="link-button" aria-describedby={`${id}-address`} disabled={held} onClick={change}>
          {t('identifier.change')}
        </button>
      </div>
      {codeFirst ? [code, or, password] : [password, or, code]}
    </>
  );
}
