import { useStore } from '@nanostores/react';
import { createAction } from '../flows/action';
import { useFailureMessage } from '../hooks/use-failure-message';
import { useFlow } from '../hooks/use-flow';
import { useTranslate } from '../hooks/use-translate';
import { userButtonStrings } from '../i18n/en/user-button';
import { useLatch } from '../latch-context';
import { UserMenu } from './user-menu';

/**
 * `<auth-user-button>`: the user's menu when signed in (a guest's menu for an anonymous session), a "Sign in" button when not (except on the sign-in page
 * itself, where it would lead nowhere), a placeholder while loading.
 */
export function UserButton() {
  const { app } = useLatch();
  const t = useTranslate(userButtonStrings);
  const action = useFlow(createAction);
  const failure = useFailureMessage(action.$failure, t);
  const user = useStore(app.$user);
  // A guest (anonymous session) reads as signed out in $user; the button shows them as the guest they are.
  const guest = useStore(app.$guest);
  if (user === undefined) {
    return (
      <span className="avatar skeleton" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </span>
    );
  }
  if (user === null && guest) return <UserMenu user={guest} guest />;
  if (user === null) {
    if (new URL(app.urls.signIn, location.href).pathname === location.pathname) return null;
    return (
      <>
        <button type="button" part="button" className="button sign-in" onClick={() => void action.run(() => app.redirectToSignIn(), { asElement: true })}>
          {t('userButton.signIn')}
        </button>
        {failure ? (
          <span className="visually-hidden" role="alert">
            {failure}
          </span>
        ) : null}
      </>
    );
  }
  return <UserMenu user={user} />;
}
