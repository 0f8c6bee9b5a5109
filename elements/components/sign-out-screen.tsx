import { useEffect, useRef } from 'react';
import { useElement } from '../element-context';
import { useFailure } from '../hooks/use-failure';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { Card } from './card';
import { ErrorAlert } from './error-alert';

/** The handler's sign-out route: signs out at once, then core goes to the after-sign-out URL. */
export function SignOutScreen() {
  const { runtime, host } = useElement();
  const t = useTranslate();
  const failure = useFailure();
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const { report } = failure;
  useStep('sign-out', heading);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runtime.act(host, () => runtime.app.signOut()).catch((error: unknown) => report(error));
  }, [runtime, host, report]);
  return (
    <Card title={t('signOut.title')} heading={heading} busy={!failure.message}>
      <ErrorAlert message={failure.message} />
    </Card>
  );
}
