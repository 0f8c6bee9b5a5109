import { useRef } from 'react';
import { Card } from '../components/card';
import { MfaCodeForm } from '../components/mfa-code-form';
import { createMfaSignIn } from '../flows/mfa-sign-in';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { mfaStrings } from '../i18n/en/mfa';
import { useLatch } from '../latch-context';
import type { ScreenProps } from './screen-props';

/**
 * The handler's mfa page (Stack's `/handler/mfa`): where a sign-in that stopped at its second factor goes when it
 * left the page (core's redirect, e.g. from the oauth-callback page or the official client's flow). The attempt code
 * is read from this tab's session storage; without one, a clear message and the way to sign in.
 */
export default function MfaScreen({ afterSignInUrl, noRedirect }: ScreenProps) {
  const latch = useLatch();
  const t = useTranslate(mfaStrings);
  const store = useFlow((env) => createMfaSignIn(env, { afterSignInUrl, noRedirect }));
  const heading = useRef<HTMLHeadingElement>(null);
  useStep('mfa', heading);
  return (
    <Card title={t('mfa.title')} heading={heading}>
      <MfaCodeForm store={store} signInHref={latch.keepReturnTo(latch.app.urls.signIn)} />
    </Card>
  );
}
