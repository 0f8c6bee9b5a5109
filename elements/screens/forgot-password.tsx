import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { Card } from '../components/card';
import { PasswordForm } from '../components/password-form';
import { ErrorAlert } from '../components/error-alert';
import { Link } from '../components/link';
import { createForgotPassword } from '../flows/forgot-password';
import { usePasswordForm } from '../hooks/use-password-form';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { passwordStrings } from '../i18n/en/password';
import { useLatch } from '../latch-context';

/**
 * The handler's forgot-password page (Stack's `ForgotPassword`): the address, then "check your mail" — the same
 * words whether or not the address has an account, as the server's answer is the same.
 */
export default function ForgotPasswordScreen() {
  const latch = useLatch();
  const t = useTranslate(passwordStrings);
  const flow = useFlow(createForgotPassword);
  const sentTo = useStore(flow.$sentTo);
  const form = usePasswordForm(flow.form, t);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(sentTo ? 'forgot-password-sent' : 'forgot-password', heading);
  const backToSignIn = (
    <p part="subtitle" className="subtitle">
      <Link href={latch.keepReturnTo(latch.app.urls.signIn)}>{t('forgotPassword.backToSignIn')}</Link>
    </p>
  );

  if (sentTo) {
    return (
      <Card title={t('forgotPassword.sentTitle')} heading={heading}>
        <p role="status">{t('forgotPassword.sent', { email: sentTo })}</p>
        <p className="muted">{t('forgotPassword.nothingArrived')}</p>
        <button type="button" part="button" className="button secondary" onClick={flow.again}>
          {t('forgotPassword.again')}
        </button>
        {backToSignIn}
      </Card>
    );
  }
  return (
    <Card title={t('forgotPassword.title')} heading={heading}>
      <p>{t('forgotPassword.intro')}</p>
      <ErrorAlert message={form.failureMessage} alertRef={form.alertRef} busy={form.phase === 'busy'} />
      <PasswordForm
        kind="forgot-password"
        {...form.form}
        submitLabel={form.phase === 'form' ? t('forgotPassword.submit') : t('forgotPassword.submitting')}
        fields={form.withErrors([{ name: 'email', label: t('common.email'), type: 'email', autoComplete: 'username' }])}
      />
      {backToSignIn}
    </Card>
  );
}
