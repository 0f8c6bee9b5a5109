import { useEffect, useState } from 'react';
import { flag, text } from '../attribute-values';
import type { AttributeProps } from '../define-element';
import { useElement } from '../element-context';
import { isHandlerScreen, matchRoute } from '../handler/match-route';
import { ErrorScreen } from './error-screen';
import { AccountSettings } from './account-settings';
import { HandlerNavigation } from './handler-navigation';
import { SignInScreen } from './sign-in-screen';
import { SignOutScreen } from './sign-out-screen';
import { SignUpScreen } from './sign-up-screen';

export const HANDLER_ATTRIBUTES = ['afterSignInUrl', 'afterSignUpUrl', 'noPasswordRepeat'] as const;

/**
 * `<auth-handler>` (Stack's `StackHandler`): put it on the page(s) under the handler base and it renders the
 * screen for the current path. Links between its screens switch in place through the history API.
 */
export function Handler(props: AttributeProps<(typeof HANDLER_ATTRIBUTES)[number]>) {
  const { runtime } = useElement();
  const { urls } = runtime.app;
  const [href, setHref] = useState(() => window.location.href);

  useEffect(() => {
    const onPopState = () => setHref(window.location.href);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = (target: string): boolean => {
    if (!isHandlerScreen(target, window.location.href, urls)) return false;
    window.history.pushState(null, '', target);
    setHref(window.location.href);
    return true;
  };

  const route = matchRoute(href, urls);
  const screen =
    route === 'sign-in' ? (
      <SignInScreen afterSignInUrl={text(props.afterSignInUrl)} />
    ) : route === 'sign-up' ? (
      <SignUpScreen afterSignUpUrl={text(props.afterSignUpUrl)} noPasswordRepeat={flag(props.noPasswordRepeat)} />
    ) : route === 'sign-out' ? (
      <SignOutScreen />
    ) : route === 'account-settings' ? (
      <AccountSettings />
    ) : (
      <ErrorScreen notFound={route === 'not-found'} href={href} />
    );
  return <HandlerNavigation.Provider value={navigate}>{screen}</HandlerNavigation.Provider>;
}
