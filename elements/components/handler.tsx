import { Suspense, useEffect, useState } from 'react';
import type { HANDLER_ATTRIBUTES } from '../attributes/auth-handler';
import { flag, text } from '../attribute-values';
import type { AttributeProps } from '../define-element';
import { isHandlerPage, matchPage } from '../handler/match-page';
import { HANDLER_PAGES, NOT_FOUND_SCREEN } from '../handler/pages';
import { useLatch } from '../latch-context';
import { HandlerNavigation } from './handler-navigation';
import { LoadingCard } from './loading-card';

/**
 * `<auth-handler>` (Stack's `StackHandler`): put it on the page(s) under the handler base and it renders the
 * screen for the current path (handler/pages.ts). Links between its screens switch in place through the history API.
 */
export function Handler(props: AttributeProps<(typeof HANDLER_ATTRIBUTES)[number]>) {
  const { urls } = useLatch().app;
  const [href, setHref] = useState(() => window.location.href);

  useEffect(() => {
    const onPopState = () => setHref(window.location.href);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = (target: string): boolean => {
    if (!isHandlerPage(target, window.location.href, urls, HANDLER_PAGES)) return false;
    window.history.pushState(null, '', target);
    setHref(window.location.href);
    return true;
  };

  const page = matchPage(href, urls, HANDLER_PAGES);
  const Screen = page?.screen ?? NOT_FOUND_SCREEN;
  return (
    <HandlerNavigation.Provider value={navigate}>
      {/* The loading card the screen itself starts with, so nothing moves when its chunk arrives. */}
      <Suspense fallback={<LoadingCard title={'\u00a0'} />}>
        <Screen
          key={page?.route ?? 'not-found'}
          href={href}
          afterSignInUrl={text(props.afterSignInUrl)}
          afterSignUpUrl={text(props.afterSignUpUrl)}
          noPasswordRepeat={flag(props.noPasswordRepeat)}
        />
      </Suspense>
    </HandlerNavigation.Provider>
  );
}
