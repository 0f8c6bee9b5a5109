import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../protocol/constants';
import { useElement } from '../element-context';
import { useCredentialSubmit } from '../hooks/use-credential-submit';
import { useProject } from '../hooks/use-project';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import type { Failure } from '../i18n/describe-failure';
import { Card } from './card';
import { CredentialForm, type CredentialField } from './credential-form';
import { credentialStep } from './credential-step';
import { ErrorAlert } from './error-alert';
import { Link } from './link';
import { LoadingCard } from './loading-card';
import { NoMethodCard } from './no-method-card';
import { SignedInCard } from './signed-in-card';
import { validateEmail, validateNewPassword } from './validate-credentials';

export type SignUpScreenProps = { afterSignUpUrl?: string | undefined; noRedirect?: boolean; noPasswordRepeat?: boolean };

/** The field a server error is about, so focus can go there. */
function fieldOf(failure: Failure): string | null {
  if (failure.code === 'USER_EMAIL_ALREADY_EXISTS') return 'email';
  if (failure.code.startsWith('PASSWORD_TOO_') || failure.code === 'PASSWORD_REQUIREMENTS_NOT_MET') return 'password';
  return null;
}

/**
 * E-mail, password and repeated password (Stack's `SignUp`; `no-password-repeat` drops the repetition), checked
 * here for the minimum length and the repetition, and by the server for the rest.
 */
export function SignUpScreen({ afterSignUpUrl, noRedirect = false, noPasswordRepeat = false }: SignUpScreenProps) {
  const { runtime } = useElement();
  const { app } = runtime;
  const t = useTranslate();
  const { project, failureMessage } = useProject();
  const user = useStore(app.$user);
  const heading = useRef<HTMLHeadingElement>(null);
  const credentials = useCredentialSubmit({
    order: noPasswordRepeat ? ['email', 'password'] : ['email', 'password', 'passwordRepeat'],
    validate: (values) => {
      const errors: Record<string, string> = {};
      const emailError = validateEmail(values.email ?? '');
      if (emailError) errors.email = t(emailError);
      const passwordErrors = validateNewPassword(values.password ?? '', noPasswordRepeat ? undefined : (values.passwordRepeat ?? ''));
      if (passwordErrors.password) errors.password = t(...passwordErrors.password);
      if (passwordErrors.repeat) errors.passwordRepeat = t(...passwordErrors.repeat);
      return errors;
    },
    send: (entered) => app.signUpWithCredential({ ...entered, noRedirect: true }),
    after: { kind: 'signUp', url: afterSignUpUrl, noRedirect },
    fieldOf,
  });
  const { phase } = credentials;

  const step = credentialStep(project, phase, user, 'sign-up', (config) => (config.signUpEnabled ? 'sign-up' : 'sign-up-disabled'));
  useStep(step, heading);

  const title = t('signUp.title');
  if (step === null || !project) return <LoadingCard title={title} lines={4} failure={failureMessage} />;
  if (step === 'signed-in' && user) return <SignedInCard user={user} heading={heading} afterSignInUrl={afterSignUpUrl} />;
  if (step === 'no-method') return <NoMethodCard heading={heading} />;
  const signInLink = (
    <p part="subtitle" className="subtitle">
      {t('signUp.hasAccount')} <Link href={runtime.keepReturnTo(app.urls.signIn)}>{t('signUp.signInLink')}</Link>
    </p>
  );
  if (step === 'sign-up-disabled') {
    return (
      <Card title={t('signUp.disabledTitle')} heading={heading}>
        <p>{t('SIGN_UP_NOT_ENABLED')}</p>
        {signInLink}
      </Card>
    );
  }

  const fields: CredentialField[] = [
    { name: 'email', label: t('common.email'), type: 'email', autoComplete: 'email' },
    {
      name: 'password',
      label: t('common.password'),
      type: 'password',
      autoComplete: 'new-password',
      hint: t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    },
  ];
  if (!noPasswordRepeat) {
    fields.push({ name: 'passwordRepeat', label: t('signUp.repeatPassword'), type: 'password', autoComplete: 'new-password' });
  }

  return (
    <Card title={title} heading={heading}>
      {signInLink}
      <ErrorAlert message={credentials.failureMessage} alertRef={credentials.alertRef} />
      <CredentialForm
        kind="sign-up"
        {...credentials.form}
        submitLabel={phase === 'form' ? t('signUp.submit') : t('signUp.submitting')}
        fields={credentials.withErrors(fields)}
      />
    </Card>
  );
}
