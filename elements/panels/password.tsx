import { PasswordForm } from '../components/password-form';
import { ErrorAlert } from '../components/error-alert';
import { Link } from '../components/link';
import { createPasswordSignIn } from '../flows/password-sign-in';
import { usePasswordForm } from '../hooks/use-password-form';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { useLatch } from '../latch-context';
import { signInStrings } from '../i18n/en/sign-in';
import type { PanelProps } from '../sign-in/methods';

/**
 * E-mail and password (`credential_enabled`): a real form in the light DOM, so password managers can fill it, and the
 * way to the forgot-password page.
 */
export default function PasswordPanel({ flow }: PanelProps) {
  const t = useTranslate(signInStrings);
  const store = useFlow((env) => createPasswordSignIn(env, flow));
  const credentials = usePasswordForm(store, t);
  const latch = useLatch();
  return (
    <>
      <ErrorAlert message={credentials.failureMessage} alertRef={credentials.alertRef} busy={credentials.phase === 'busy'} />
      <PasswordForm
        kind="sign-in"
        {...credentials.form}
        submitLabel={credentials.phase === 'form' ? t('signIn.submit') : t('signIn.submitting')}
        fields={credentials.withErrors([
          { name: 'email', label: t('common.email'), type: 'email', autoComplete: 'username webauthn' },
          { name: 'password', label: t('common.password'), type: 'password', autoComplete: 'current-password' },
        ])}
      />
      <p part="subtitle" className="subtitle">
        <Link href={latch.keepReturnTo(latch.app.urls.forgotPassword)}>{t('signIn.forgotPassword')}</Link>
      </p>
    </>
  );
}
