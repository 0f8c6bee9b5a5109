import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ClientApp, Team } from '../../core';

const stores = new WeakMap<ClientApp, ReadableAtom<Team[] | null | undefined>>();

/**
 * The signed-in user's teams, one store per app so every element of the page shows the same list: undefined while
 * loading, null when nobody is signed in. Loaded again whenever `$user` changes — core reloads the user after every
 * team change (create, rename, leave, accept an invitation…), and another tab's changes reach this one when the user
 * is checked again on return to the tab — so the list follows without elements telling each other.
 *
 * @example
 * ```ts
 * const $teams = userTeams(env.app);
 * $teams.subscribe((teams) => render(teams ?? []));
 * ```
 */
export function userTeams(app: ClientApp): ReadableAtom<Team[] | null | undefined> {
  const known = stores.get(app);
  if (known) return known;
  const $teams = atom<Team[] | null | undefined>(undefined);
  onMount($teams, () => {
    let latest = 0;
    return app.$user.subscribe((user) => {
      const load = ++latest;
      if (user === undefined) return;
      if (user === null) return $teams.set(null);
      // A failed reload keeps the list shown; the next change of the user tries again.
      user.listTeams().then(
        (teams) => {
          if (load === latest) $teams.set(teams);
        },
        (error: unknown) => console.error('Latch: loading the teams', error),
      );
    });
  });
  stores.set(app, $teams);
  return $teams;
}
