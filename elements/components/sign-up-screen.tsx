import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../protocol/constants';
import { useElement } from '../element-context';
import { useAfterAuthRedirect } from '../hooks/use-after-auth';
import { useFailure } from '../hooks/use-failure';
import { useFocusRequest } from '../hooks/use-focus-request';
import { useProject } from '../hooks/use-project';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import type { Failure } from '../i18n/describe-failure';
import { Card } from './card';
import { CredentialForm, type CredentialField } from './credential-form';
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
  /** The field a server error is about: marked invalid and focused; the message itself is in the alert. */
  const [serverField, setServerField] = useState<string | null>(null);
  const failure = useFailure();
  const redirectAfter = useAfterAuthRedirect();
  const focusSoon = useFocusRequest();

  const step = !project
    ? null
    : phase !== 'form'
      ? 'sign-up'
      : user === undefined
        ? null
        : user
          ? 'signed-in'
          : !project.config.credentialEnabled
            ? 'no-method'
            : project.config.signUpEnabled
              ? 'sign-up'
              : 'sign-up-disabled';
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

  const order = noPasswordRepeat ? ['email', 'password'] : ['email', 'password', 'passwordRepeat'];
  const submit = async (values: Record<string, string>) => {
    const email = values.email ?? '';
    const password = values.password ?? '';
    const errors: Record<string, string> = {};
    const emailError = validateEmail(email);
    if (emailError) errors.email = t(emailError);
    const passwordErrors = validateNewPassword(password, noPasswordRepeat ? undefined : (values.passwordRepeat ?? ''));
    if (passwordErrors.password) errors.password = t(...passwordErrors.password);
    if (passwordErrors.repeat) errors.passwordRepeat = t(...passwordErrors.repeat);
    setFieldErrors(errors);
    setServerField(null);
    failure.clear();
    const firstInvalid = order.find((name) => errors[name]);
    if (firstInvalid) {
      focusSoon(() => inputs.current.get(firstInvalid));
      return;
    }
    setPhase('busy');
    const fail = async (error: unknown) => {
      const reported = await failure.report(error);
      setPhase('form');
      const field = fieldOf(reported);
      const input = field ? inputs.current.get(field) : undefined;
      if (field && input) {
        setServerField(field);
        focusSoon(() => input);
      } else {
        focusSoon(() => alert.current);
      }
    };
    try {
      const { value: result } = await runtime.act(host, () => app.signUpWithCredential({ email: email.trim(), password, noRedirect: true }));
      if (result.status === 'error') return await fail(result.error);
      await app.getUser();
      if (noRedirect) return setPhase('form');
      setPhase('redirecting');
      if (!(await redirectAfter('signUp', afterSignUpUrl))) setPhase('form');
    } catch (error) {
      await fail(error);
    }
  };

  const fields: CredentialField[] = [
    { name: 'email', label: t('common.email'), type: 'email', autoComplete: 'email', error: fieldErrors.email },
    {
      name: 'password',
      label: t('common.password'),
      type: 'password',
      autoComplete: 'new-password',
      error: fieldErrors.password,
      hint: t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    },
  ];
  if (!noPasswordRepeat) {
    fields.push({ name: 'passwordRepeat', label: t('signUp.repeatPassword'), type: 'password', autoComplete: 'new-password', error: fieldErrors.passwordRepeat });
  }

  return (
    <Card title={title} heading={heading}>
      {signInLink}
      <ErrorAlert message={failure.message} alertRef={alert} />
      <CredentialForm
        kind="sign-up"
        inputs={inputs}
        busy={phase !== 'form'}
        submitLabel={phase === 'form' ? t('signUp.submit') : t('signUp.submitting')}
        onSubmit={(values) => void submit(values)}
        onEdit={(name) => {
          setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: '' } : errors));
          setServerField((current) => (current === name ? null : current));
        }}
        fields={fields.map((field) => ({ ...field, invalid: serverField === field.name }))}
      />
    </Card>
  );
}
