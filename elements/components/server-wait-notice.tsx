import { useStore } from '@nanostores/react';
import { createServerWait } from '../flows/server-wait';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';

/**
 * Shown by a form whose request is running (`busy`) while the server does not answer: says so, says it keeps trying,
 * and offers Stop, which ends the wait (the form is then idle with a plain message). A status, not an alert: the
 * person has not done anything wrong.
 */
export function ServerWaitNotice({ busy }: { busy: boolean }) {
  const t = useTranslate();
  const wait = useFlow(createServerWait);
  const notAnswering = useStore(wait.$notAnswering);
  return (
    <div part="notice" className="notice" role="status">
      {busy && notAnswering ? (
        <>
          <span>{t('common.notAnswering')}</span>
          <button type="button" part="button" className="button secondary" onClick={wait.stop}>
            {t('common.stopWaiting')}
          </button>
        </>
      ) : null}
    </div>
  );
}
