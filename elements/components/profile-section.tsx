import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../core';
import { createAction } from '../flows/action';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { accountStrings } from '../i18n/en/account';
import { ErrorAlert } from './error-alert';

/** Display name (editable) and primary e-mail with its verification state. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const t = useTranslate(accountStrings);
  const action = useFlow(createAction);
  const busy = useStore(action.$busy);
  const failure = useFailureMessage(action.$failure, t);
  const id = useId();
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('displayName');
    const displayName = typeof value === 'string' && value.trim() ? value.trim() : null;
    setSaved(false);
    if (await action.run(() => user.update({ displayName }))) setSaved(true);
  };

  return (
    <section part="section" className="section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.profile')}</h3>
      <form className="field" onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={`${id}-name`} part="label">
          {t('account.displayName')}
        </label>
        <div className="row">
          <input
            id={`${id}-name`}
            name="displayName"
            className="input"
            part="input"
            autoComplete="name"
            defaultValue={user.displayName ?? ''}
            maxLength={256}
            onInput={() => setSaved(false)}
          />
          <button type="submit" part="button" className="button" aria-disabled={busy || undefined}>
            {t('common.save')}
          </button>
        </div>
        <span className="ok" role="status">
          {saved ? t('common.saved') : ''}
        </span>
      </form>
      <ErrorAlert message={failure} busy={busy} />
      <div className="field">
        <span className="muted">{t('account.email')}</span>
        <span>
          {user.primaryEmail ?? t('account.noEmail')}{' '}
          {user.primaryEmail ? <span className="badge">{user.primaryEmailVerified ? t('account.emailVerified') : t('account.emailUnverified')}</span> : null}
        </span>
      </div>
    </section>
  );
}
