import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { useElement } from '../element-context';
import { useAfterAuthRedirect } from '../hooks/use-after-auth';
import { useFailure } from '../hooks/use-failure';
import { useFocusRequest } from '../hooks/use-focus-request';
import { useProject } from '../hooks/use-project';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';
import { CredentialForm } from './credential-form';
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
  const { runtime, host } = useElement();
  const { app } = runtime;
  const t = useTranslate();
  const { project, failureMessage } = useProject();
  const user = useStore(app.$user);
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [phase, setPhase] = useState<'form' | 'busy' | 'redirecting'>('form');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const failure = useFailure();
  const redirectAfter = useAfterAuthRedirect();
  const focusSoon = useFocusRequest();

  // While a sign-in runs, the form stays whatever the session atoms pass through.
  const step = !project
    ? null
    : phase !== 'form'
      ? 'sign-in'
      : user === undefined
        ? null
        : user
          ? 'signed-in'
          : project.config.credentialEnabled
            ? 'sign-in'
            : 'no-method';
  useStep(step, heading);

  const title = project ? t('signIn.title', { project: project.displayName }) : t('signIn.titleNoProject');
  if (step === null || !project) return <LoadingCard title={title} failure={failureMessage} />;
  if (step === 'signed-in' && user) return <SignedInCard user={user} heading={heading} afterSignInUrl={afterSignInUrl} />;
  if (step === 'no-method') return <NoMethodCard heading={heading} />;

  const submit = async ({ email = '', password = '' }: Record<string, string>) => {
    const errors: Record<string, string> = {};
    const emailError = validateEmail(email);
    if (emailError) errors.email = t(emailError);
    if (!password) errors.password = t('validation.passwordRequired');
    setFieldErrors(errors);
    failure.clear();
    const firstInvalid = ['email', 'password'].find((name) => errors[name]);
    if (firstInvalid) {
      focusSoon(() => inputs.current.get(firstInvalid));
      return;
    }
    setPhase('busy');
    try {
      const { value: result } = await runtime.act(host, () => app.signInWithCredential({ email: email.trim(), password, noRedirect: true }));
      if (result.status === 'error') {
        await failure.report(result.error);
        setPhase('form');
        focusSoon(() => alert.current);
        return;
      }
      // Wait for the user, so `latch-signed-in` (with the user) has fired before the page moves on.
      await app.getUser();
      if (noRedirect) {
        setPhase('form');
        return;
      }
      setPhase('redirecting');
      if (!(await redirectAfter('signIn', afterSignInUrl))) setPhase('form');
    } catch (error) {
      await failure.report(error);
      setPhase('form');
      focusSoon(() => alert.current);
    }
  };

  return (
    <Card title={title} heading={heading}>
      {project.config.signUpEnabled ? (
        <p part="subtitle" className="subtitle">
          {t('signIn.noAccount')} <Link href={runtime.keepReturnTo(app.urls.signUp)}>{t('signIn.signUpLink')}</Link>
        </p>
      ) : null}
      <ErrorAlert message={failure.message} alertRef={alert} />
      <CredentialForm
        kind="sign-in"
        inputs={inputs}
        busy={phase !== 'form'}
        submitLabel={phase === 'form' ? t('signIn.submit') : t('signIn.submitting')}
        onSubmit={(values) => void submit(values)}
        onEdit={(name) => setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: '' } : errors))}
        fields={[
          { name: 'email', label: t('common.email'), type: 'email', autoComplete: 'username webauthn', error: fieldErrors.email },
          { name: 'password', label: t('common.password'), type: 'password', autoComplete: 'current-password', error: fieldErrors.password },
        ]}
      />
    </Card>
  );
}
