import { lazy, Suspense } from 'react';

/**
 * The switcher's menu, teams store and strings are their own chunk, shared with the settings' teams section: in the
 * element's entry they would be folded into it, and the section would then download the whole element.
 */
const TeamSwitcher = lazy(() => import('./team-switcher'));

/** `<auth-team-switcher>`: the placeholder of its box until the switcher's chunk has loaded. */
export function TeamSwitcherElement() {
  return (
    <Suspense fallback={<span className="skeleton trigger-skeleton" />}>
      <TeamSwitcher />
    </Suspense>
  );
}
