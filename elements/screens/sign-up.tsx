import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../protocol/constants';
import { Card } from '../components/card';
import { PasswordForm, type PasswordField } from '../components/password-form';
import { ErrorAlert } from '../components/error-alert';
import { Link } from '../components/link';
import { LoadingCard } from '../components/loading-card';
import { NoMethodCard } from '../components/no-method-card';
import { SignedInCard } from '../components/signed-in-card';
import { createSignUpFlow } from '../flows/sign-up';
import { usePasswordForm } from '../hooks/use-password-form';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { signUpStrings } from '../i18n/en/sign-up';
import { useLatch } from '../latch-context';
import type { ScreenProps } from './screen-props';

/** The verify-your-e-mail step: its own chunk, loaded only for a user the project restricts until they verify. */
const VerifyEmailCard = lazy(() => import('../components/verify-email-card'));

/** The "Continue with …" buttons, the same chunk as on sign-in; loaded only where the project enables a provider. */
const OAuthPanel = lazy(() => import('../panels/oauth'));

/** "Email me a code", the same chunk as on sign-in: a project without passwords signs up with the code (no password asked). */
const EmailCodePanel = lazy(() => import('../panels/email-code'));

/**
 * E-mail, password and repeated password (Stack's `SignUp`; `no-password-repeat` drops the repetition), checked
 * here for the minimum length and the repetition, and by the server for the rest; above them "Continue with
 * <Provider>" for each OAuth provider the project enables (a project may offer only those). A project with e-mail
 * code and no passwords asks only the address and the code it mails (the code's sign-in makes the account).
 */
export default function SignUpScreen({ afterSignUpUrl, noRedirect, noPasswordRepeat = false }: ScreenProps) {
  const latch = useLatch();
  const t = useTranslate(signUpStrings);
  const flow = useFlow((env) => createSignUpFlow(env, { afterSignUpUrl, noRedirect, noPasswordRepeat }));
  const step = useStore(flow.$step);
  const project = useStore(flow.$project);
  const user = useStore(latch.app.$user);
  const loadFailure = useFailureMessage(flow.$loadFailure, t);
  const credentials = usePasswordForm(flow.submit, t);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep(step, heading);
  // Set once this form's sign-up went through: the verification mail then went to the address just entered.
  const signedUpHere = useRef(false);
  if (credentials.phase === 'redirecting') signedUpHere.current = true;
  if (credentials.phase === 'busy') signedUpHere.current = true;
  if (credentials.phase === 'form' && credentials.failureMessage) signedUpHere.current = false;
  const verificationNotice =
    signedUpHere.current && user?.primaryEmail && !user.primaryEmailVerified ? (
      <p role="status" className="subtitle">
        {t('signUp.verificationSent', { email: user.primaryEmail })}
      </p>
    ) : null;

  const title = project ? t('signUp.title', { project: project.config.branding?.name ?? project.displayName }) : t('signUp.titleNoProject');
  if (step === null || !project) return <LoadingCard title={title} lines={4} failure={loadFailure} />;
  if (step === 'signed-in' && user) {
    return (
      <>
        {verificationNotice}
        <SignedInCard user={user} heading={heading} afterSignInUrl={afterSignUpUrl} />
      </>
    );
  }
  if (step === 'no-method') return <NoMethodCard heading={heading} />;
  if (step === 'verify-email' && user) {
    return (
      <Suspense fallback={<LoadingCard title={title} lines={4} />}>
        <VerifyEmailCard user={user} heading={heading} />
      </Suspense>
    );
  }
  const signInLink = (
    <p part="subtitle" className="subtitle">
      {t('signUp.hasAccount')} <Link href={latch.keepReturnTo(latch.app.urls.signIn)}>{t('signUp.signInLink')}</Link>
    </p>
  );
  if (step === 'sign-up-disabled') {
    return (
      <Card title={t('signUp.disabledTitle')} heading={heading} compact>
        <p>{t('signUp.disabled')}</p>
        {signInLink}
      </Card>
    );
  }

  const fields: PasswordField[] = [
    { name: 'email', label: t('common.email'), type: 'email', autoComplete: 'email' },
    { name: 'password', label: t('common.password'), type: 'password', autoComplete: 'new-password', hint: t('signUp.passwordHint', { min: PASSWORD_MIN_LENGTH }) },
  ];
  if (!noPasswordRepeat) {
    fields.push({ name: 'passwordRepeat', label: t('signUp.repeatPassword'), type: 'password', autoComplete: 'new-password' });
  }
  const { credentialEnabled, magicLinkEnabled, enabledOAuthProviders } = project.config;
  return (
    <Suspense fallback={<LoadingCard title={title} lines={4} />}>
      <Card title={title} heading={heading}>
        {signInLink}
        {enabledOAuthProviders.length ? <OAuthPanel flow={{ afterSignInUrl: afterSignUpUrl }} or={credentialEnabled || magicLinkEnabled} /> : null}
        {credentials.phase === 'redirecting' ? verificationNotice : null}
        {credentialEnabled ? (
          <>
            <ErrorAlert message={credentials.failureMessage} alertRef={credentials.alertRef} busy={credentials.phase === 'busy'} />
            <PasswordForm
              kind="sign-up"
              {...credentials.form}
              submitLabel={credentials.phase === 'form' ? t('signUp.submit') : t('signUp.submitting')}
              fields={credentials.withErrors(fields)}
            />
          </>
        ) : magicLinkEnabled ? (
          <EmailCodePanel
            flow={{
              hold() {
                // Not held: once the code signs in, the card may show "You are signed in" while the page moves on.
              },
              afterSignInUrl: afterSignUpUrl,
              noRedirect: !!noRedirect,
            }}
          />
        ) : null}
      </Card>
    </Suspense>
  );
}
