import { useEffect, useRef } from 'react';
import { Card } from '../components/card';
import { ErrorAlert } from '../components/error-alert';
import { createAction } from '../flows/action';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useStep } from '../hooks/use-step';
import { useTranslate } from '../hooks/use-translate';
import { accountStrings } from '../i18n/en/account';
import { useLatch } from '../latch-context';

/** The handler's sign-out route: signs out at once, then core goes to the after-sign-out URL. */
export default function SignOutScreen() {
  const { app } = useLatch();
  const t = useTranslate(accountStrings);
  const action = useFlow(createAction);
  const failure = useFailureMessage(action.$failure, t);
  const heading = useRef<HTMLHeadingElement>(null);
  useStep('sign-out', heading);
  // The action ignores a second start while the first runs (React runs effects twice in development).
  useEffect(() => void action.run(() => app.signOut(), { asElement: true }), [action, app]);
  return (
    <Card title={t('signOut.title')} heading={heading} busy={!failure} compact>
      <ErrorAlert message={failure} />
    </Card>
  );
}
