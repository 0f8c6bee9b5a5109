import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { useElement } from '../element-context';
import { useCredentialSubmit } from '../hooks/use-credential-submit';
import { useProject } from '../hooks/use-project';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';
import { CredentialForm } from './credential-form';
import { credentialStep } from './credential-step';
import { ErrorAlert } from './error-alert';
import { Link } from './link';
import { LoadingCard } from './loading-card';
import { NoMethodCard } from './no-method-card';
import { SignedInCard } from './signed-in-card';
import { validateEmail } from './validate-credentials';

export type SignInScreenProps = { afterSignInUrl?: string | undefined; noRedirect?: boolean };

/**
 * E-mail and password sign-in (Stack's `SignIn`): a link to sign-up when the project allows it, translated
 * errors, then the after-sign-in redirect (or, with `no-redirect`, the signed-in card in place).
 */
export function SignInScreen({ afterSignInUrl, noRedirect = false }: SignInScreenProps) {
  const { runtime } = useElement();
  const { app } = runtime;
  const t = useTranslate();
  const { project, failureMessage } = useProject();
  const user = useStore(app.$user);
  const heading = useRef<HTMLHeadingElement>(null);
  const credentials = useCredentialSubmit({
    order: ['email', 'password'],
    validate: ({ email = '', password = '' }) => {
      const errors: Record<string, string> = {};
      const emailError = validateEmail(email);
      if (emailError) errors.email = t(emailError);
      if (!password) errors.password = t('validation.passwordRequired');
      return errors;
    },
    send: (entered) => app.signInWithCredential({ ...entered, noRedirect: true }),
    after: { kind: 'signIn', url: afterSignInUrl, noRedirect },
  });
  const { phase } = credentials;

  const step = credentialStep(project, phase, user, 'sign-in');
  useStep(step, heading);

  const title = project ? t('signIn.title', { project: project.displayName }) : t('signIn.titleNoProject');
  if (step === null || !project) return <LoadingCard title={title} failure={failureMessage} />;
  if (step === 'signed-in' && user) return <SignedInCard user={user} heading={heading} afterSignInUrl={afterSignInUrl} />;
  if (step === 'no-method') return <NoMethodCard heading={heading} />;

  return (
    <Card title={title} heading={heading}>
      {project.config.signUpEnabled ? (
        <p part="subtitle" className="subtitle">
          {t('signIn.noAccount')} <Link href={runtime.keepReturnTo(app.urls.signUp)}>{t('signIn.signUpLink')}</Link>
        </p>
      ) : null}
      <ErrorAlert message={credentials.failureMessage} alertRef={credentials.alertRef} />
      <CredentialForm
        kind="sign-in"
        {...credentials.form}
        submitLabel={phase === 'form' ? t('signIn.submit') : t('signIn.submitting')}
        fields={credentials.withErrors([
          { name: 'email', label: t('common.email'), type: 'email', autoComplete: 'username webauthn' },
          { name: 'password', label: t('common.password'), type: 'password', autoComplete: 'current-password' },
        ])}
      />
    </Card>
  );
}
