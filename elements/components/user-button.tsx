import { useStore } from '@nanostores/react';
import { useElement } from '../element-context';
import { useFailure } from '../hooks/use-failure';
import { useTranslate } from '../hooks/use-translate';
import { UserMenu } from './user-menu';

/** `<auth-user-button>`: the user's menu when signed in, a "Sign in" button when not, a placeholder while loading. */
export function UserButton() {
  const { runtime, host } = useElement();
  const { app } = runtime;
  const t = useTranslate();
  const failure = useFailure();
  const user = useStore(app.$user);
  if (user === undefined) {
    return (
      <span className="avatar skeleton" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </span>
    );
  }
  if (user === null) {
    return (
      <>
        <button
          type="button"
          part="button"
          className="button sign-in"
          onClick={() => void runtime.act(host, () => app.redirectToSignIn()).catch((error: unknown) => failure.report(error))}
        >
          {t('userButton.signIn')}
        </button>
        {failure.message ? <span className="visually-hidden" role="alert">{failure.message}</span> : null}
      </>
    );
  }
  return <UserMenu user={user} />;
}
