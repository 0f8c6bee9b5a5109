import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../protocol/constants';
import { Card } from '../components/card';
import { PasswordForm } from '../components/password-form';
import { ErrorAlert } from '../components/error-alert';
import { Link } from '../components/link';
import { LoadingCard } from '../components/loading-card';
import { createPasswordReset, type ResetStep } from '../flows/password-reset';
import { usePasswordForm } from '../hooks/use-password-form';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { passwordStrings } from '../i18n/en/password';
import { useLatch } from '../latch-context';
import type { ScreenProps } from './screen-props';

const strings = passwordStrings;

/** The code's dead ends, each with its own title and words, and a way to a new link. */
const DEAD_ENDS = {
  invalid: ['passwordReset.invalidTitle', 'passwordReset.invalid'],
  expired: ['passwordReset.expiredTitle', 'passwordReset.expired'],
  used: ['passwordReset.usedTitle', 'passwordReset.used'],
} as const satisfies Partial<Record<ResetStep, readonly [string, string]>>;

/**
 * The handler's password-reset page (Stack's `PasswordReset`), opened from the e-mailed link `?code=…`: the code is
 * checked first, then the new password twice; afterwards the visitor, signed out everywhere by the reset, goes to
 * sign in with it.
 */
export default function PasswordResetScreen({ href = '' }: ScreenProps) {
  const latch = useLatch();
  const t = useTranslate(strings);
  const code = href ? new URL(href).searchParams.get('code') : null;
  const flow = useFlow((env) => createPasswordReset(env, code));
  const step = useStore(flow.$step);
  const checkFailure = useFailureMessage(flow.$failure, t);
  const form = usePasswordForm(flow.form, t);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(step === 'checking' ? null : `password-reset-${step}`, heading);
  useEffect(() => {
    void flow.check();
  }, [flow]);

  const signIn = latch.app.urls.signIn;
  if (step === 'checking') return <LoadingCard title={t('passwordReset.checking')} lines={3} />;
  if (step === 'unavailable') {
    return (
      <Card title={t('passwordReset.title')} heading={heading}>
        <ErrorAlert message={checkFailure} />
        <button type="button" part="button" className="button" onClick={() => void flow.check()}>
          {t('passwordReset.retry')}
        </button>
      </Card>
    );
  }
  if (step === 'done') {
    return (
      <Card title={t('passwordReset.doneTitle')} heading={heading}>
        <p role="status">{t('passwordReset.done')}</p>
        <p>
          <Link href={signIn}>{t('passwordReset.signIn')}</Link>
        </p>
      </Card>
    );
  }
  if (step !== 'form') {
    const [title, message] = DEAD_ENDS[step];
    return (
      <Card title={t(title)} heading={heading}>
        <p role="alert">{t(message)}</p>
        <p>
          <Link href={latch.app.urls.forgotPassword}>{t('passwordReset.newLink')}</Link>
        </p>
      </Card>
    );
  }
  return (
    <Card title={t('passwordReset.title')} heading={heading}>
      <ErrorAlert message={form.failureMessage} alertRef={form.alertRef} busy={form.phase === 'busy'} />
      <PasswordForm
        kind="password-reset"
        {...form.form}
        submitLabel={form.phase === 'form' ? t('passwordReset.submit') : t('passwordReset.submitting')}
        fields={form.withErrors([
          {
            name: 'password',
            label: t('passwordReset.newPassword'),
            type: 'password',
            autoComplete: 'new-password',
            hint: t('password.hint', { min: PASSWORD_MIN_LENGTH }),
          },
          { name: 'passwordRepeat', label: t('passwordReset.repeatPassword'), type: 'password', autoComplete: 'new-password' },
        ])}
      />
    </Card>
  );
}
