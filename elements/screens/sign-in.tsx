import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { Link } from '../components/link';
import { LoadingCard } from '../components/loading-card';
import { NoMethodCard } from '../components/no-method-card';
import { SignedInCard } from '../components/signed-in-card';
import { createSignInFlow } from '../flows/sign-in';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { signInStrings } from '../i18n/en/sign-in';
import { useLatch } from '../latch-context';
import { ALL_SIGN_IN_METHODS, SIGN_IN_METHODS } from '../sign-in/methods';
import type { ScreenProps } from './screen-props';

/** The code step of a sign-in stopped at its second factor: its own chunk, loaded only when that happens. */
const MfaStep = lazy(() => import('../sign-in/mfa-step'));

/** The verify-your-e-mail step: its own chunk, loaded only for a user the project restricts until they verify. */
const VerifyEmailCard = lazy(() => import('../components/verify-email-card'));

/** "Continue as guest": its own chunk, loaded only on a sign-in with `allow-guest`. */
const ContinueAsGuest = lazy(() => import('../components/continue-as-guest'));

/** Each method's panel as a lazy component (elements/sign-in/methods.ts): its chunk loads when the project enables it. */
const PANELS = Object.fromEntries(ALL_SIGN_IN_METHODS.map((method) => [method, lazy(SIGN_IN_METHODS[method].panel)]));

/**
 * Sign-in (Stack's `SignIn`): a panel per method the project enables (panels load as their own chunks), a link to
 * sign-up when the project allows it, "Continue as guest" with `allow-guest`, then the after-sign-in redirect (or, with
 * `no-redirect`, the signed-in card).
 */
export default function SignInScreen({ afterSignInUrl, noRedirect, allowGuest }: ScreenProps) {
  const latch = useLatch();
  const t = useTranslate(signInStrings);
  const flow = useFlow((env) => createSignInFlow(env, { afterSignInUrl, noRedirect }));
  const project = useStore(flow.$project);
  const step = useStore(flow.$step);
  const methods = useStore(flow.$methods);
  const user = useStore(latch.app.$user);
  const loadFailure = useFailureMessage(flow.$loadFailure, t);
  const heading = useRef<HTMLHeadingElement>(null);
  // The code step reports itself (its heading is in its chunk).
  useStep(step === 'mfa' ? null : step, heading);
  // The enabled panels start loading as soon as the project is known, even for someone signed in: a sign-out (here
  // or in another tab) then shows the form at once instead of waiting for its chunk.
  useEffect(() => {
    for (const method of methods) SIGN_IN_METHODS[method].panel().catch((error: unknown) => console.error('Latch:', error));
  }, [methods]);

  const title = project ? t('signIn.title', { project: project.config.branding?.name ?? project.displayName }) : t('signIn.titleNoProject');
  const loading = <LoadingCard title={title} failure={loadFailure} />;
  if (step === null || !project) return loading;
  if (step === 'signed-in' && user) return <SignedInCard user={user} heading={heading} afterSignInUrl={afterSignInUrl} />;
  if (step === 'no-method') return <NoMethodCard heading={heading} />;
  if (step === 'verify-email' && user) {
    return (
      <Suspense fallback={loading}>
        <VerifyEmailCard user={user} heading={heading} />
      </Suspense>
    );
  }
  // Until every panel shown (or the code step) has loaded, the loading card stays: the form then replaces a box of its own size.
  return (
    <Suspense fallback={loading}>
      {step === 'mfa' ? (
        <MfaStep flow={flow} />
      ) : (
        <Card title={title} heading={heading}>
          {project.config.signUpEnabled ? (
            <p part="subtitle" className="subtitle">
              {t('signIn.noAccount')} <Link href={latch.keepReturnTo(latch.app.urls.signUp)}>{t('signIn.signUpLink')}</Link>
            </p>
          ) : null}
          {methods.map((method) => {
            const Panel = PANELS[method];
            return Panel ? <Panel key={method} flow={flow} /> : null;
          })}
          {allowGuest ? <ContinueAsGuest flow={flow} /> : null}
        </Card>
      )}
    </Suspense>
  );
}
