import { useRef } from 'react';
import { Card } from '../components/card';
import { MfaCodeForm } from '../components/mfa-code-form';
import type { SignInFlow } from '../flows/sign-in';
import { createMfaSignIn } from '../flows/mfa-sign-in';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { mfaStrings } from '../i18n/en/mfa';

/**
 * The code step of `<auth-sign-in>` (its own chunk, loaded only when a sign-in stops at its second factor): the same
 * form as the handler's mfa page, in the same card, so a sign-in embedded in a site's page never leaves it. "Sign
 * in again" goes back to the methods.
 */
export default function MfaStep({ flow }: { flow: SignInFlow }) {
  const t = useTranslate(mfaStrings);
  const store = useFlow((env) =>
    createMfaSignIn(env, {
      attemptCode: flow.$attemptCode.get(),
      afterSignInUrl: flow.afterSignInUrl,
      noRedirect: flow.noRedirect,
      hold: (held) => flow.hold('mfa', held),
    }),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useStep('mfa', heading);
  return (
    <Card title={t('mfa.title')} heading={heading}>
      <MfaCodeForm store={store} onStartAgain={flow.leaveSecondFactor} />
    </Card>
  );
}
