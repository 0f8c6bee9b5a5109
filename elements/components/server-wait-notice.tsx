import { useStore } from '@nanostores/react';
import { createServerWait } from '../flows/server-wait';
import { useFlow } from '../hooks/use-flow';
import { useStyles } from '../hooks/use-styles';
import { useTranslate } from '../hooks/use-translate';
import { serverWaitStrings } from '../i18n/en/server-wait';

const CSS = `.notice{display:flex;align-items:center;justify-content:space-between;gap:calc(var(--_space) * .75);flex-wrap:wrap;
  border:1px solid var(--_border);border-radius:var(--_radius);background:var(--_hover);padding:calc(var(--_space) * .5) calc(var(--_space) * .75)}
.notice:empty{display:none}
.notice .button{min-height:2rem;padding:.3em .9em}`;

/**
 * Shown by a form whose request is running (`busy`) while the server does not answer: says so, says it keeps trying,
 * and offers Stop, which ends the wait (the form is then idle with a plain message). A status, not an alert: the
 * person has not done anything wrong. Its own chunk, fetched as soon as a form shows, while the server still answers.
 */
export default function ServerWaitNotice({ busy }: { busy: boolean }) {
  useStyles(CSS);
  const t = useTranslate(serverWaitStrings);
  const wait = useFlow(createServerWait);
  const notAnswering = useStore(wait.$notAnswering);
  return (
    <div part="notice" className="notice" role="status">
      {busy && notAnswering ? (
        <>
          <span>{t('serverWait.notAnswering')}</span>
          <button type="button" part="button" className="button secondary" onClick={wait.stop}>
            {t('serverWait.stop')}
          </button>
        </>
      ) : null}
    </div>
  );
}
