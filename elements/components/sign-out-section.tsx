import { useId } from 'react';
import type { CurrentUser } from '../../core';
import { createAction } from '../flows/action';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { accountStrings } from '../i18n/en/account';
import { ErrorAlert } from './error-alert';

/** Signs out on this device, then goes where the site sends signed-out visitors. */
export function SignOutSection({ user }: { user: CurrentUser }) {
  const t = useTranslate(accountStrings);
  const action = useFlow(createAction);
  const failure = useFailureMessage(action.$failure, t);
  const id = useId();
  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.signOutSection')}</h3>
      <p className="muted">{t('account.signOutIntro')}</p>
      <ErrorAlert message={failure} />
      <div className="row">
        <button type="button" part="button" className="button secondary" onClick={() => void action.run(() => user.signOut(), { asElement: true })}>
          {t('account.signOut')}
        </button>
      </div>
    </section>
  );
}
