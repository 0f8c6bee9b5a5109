import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Team } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';
import { userTeams } from './user-teams';

export type TeamSwitcherStore = {
  /** The user's teams; undefined while loading, null when signed out. */
  readonly $teams: ReadableAtom<Team[] | null | undefined>;
  /** The id of the user's selected team, or null. */
  readonly $selectedId: ReadableAtom<string | null>;
  /** What is wrong with the name of the team being created. */
  readonly $nameError: ReadableAtom<UiStringKey | null>;
  readonly action: ActionStore;
  /** Makes `team` (or no team) the user's selected one; `onChanged` hears of it. Resolves true when done. */
  select(team: Team | null): Promise<boolean>;
  /** Creates a team with this name and selects it. Resolves true when done. */
  create(name: string): Promise<boolean>;
  editName(): void;
};

/**
 * `<auth-team-switcher>`'s flow: the user's teams (shared with every element of the page), the selected one, switching
 * (`user.setSelectedTeam`) and creating a team, which then becomes the selected one. `onChanged` is told the new
 * selected team's id after each switch, for the element's `team-changed` event.
 */
export function createTeamSwitcher(env: FlowEnv, onChanged: (teamId: string | null) => void): TeamSwitcherStore {
  const { app } = env;
  const action = createAction(env);
  const $nameError = atom<UiStringKey | null>(null);
  const $selectedId = computed(app.$user, (user) => user?.selectedTeam?.id ?? null);
  const user = async () => app.getUser({ or: 'throw' });
  const select = async (team: Team | null) => {
    await (await user()).setSelectedTeam(team);
    onChanged(team?.id ?? null);
  };

  return {
    $teams: userTeams(app),
    $selectedId,
    $nameError,
    action,
    select: (team) => ((team?.id ?? null) === $selectedId.get() ? Promise.resolve(true) : action.run(() => select(team))),
    async create(entered) {
      const name = entered.trim();
      $nameError.set(name === '' ? 'teams.nameRequired' : null);
      if (name === '') return false;
      return action.run(async () => select(await (await user()).createTeam({ displayName: name })));
    },
    editName: () => $nameError.set(null),
  };
}
