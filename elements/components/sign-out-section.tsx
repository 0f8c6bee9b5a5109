import { useId } from 'react';
import type { CurrentUser } from '../../core';
import { useElement } from '../element-context';
import { useFailure } from '../hooks/use-failure';
import { useTranslate } from '../hooks/use-translate';
import { ErrorAlert } from './error-alert';

/** Signs out on this device, then goes where the site sends signed-out visitors. */
export function SignOutSection({ user }: { user: CurrentUser }) {
  const { runtime, host } = useElement();
  const t = useTranslate();
  const failure = useFailure();
  const id = useId();
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.signOutSection')}</h3>
      <p className="muted">{t('account.signOutIntro')}</p>
      <ErrorAlert message={failure.message} />
      <div className="row">
        <button
          type="button"
          part="button"
          className="button secondary"
          onClick={() => void runtime.act(host, () => user.signOut()).catch((error: unknown) => failure.report(error))}
        >
          {t('account.signOut')}
        </button>
      </div>
    </section>
  );
}
