import { atom, type ReadableAtom } from 'nanostores';
import type { CurrentUser, Team } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { FlowEnv } from './flow-env';
import { userTeams } from './user-teams';

export type TeamsSectionStore = {
  /** The user's teams (shared with every element of the page); undefined while loading. */
  readonly $teams: ReadableAtom<Team[] | null | undefined>;
  /** The id of the team opened, or null for the list. */
  readonly $openId: ReadableAtom<string | null>;
  readonly $nameError: ReadableAtom<UiStringKey | null>;
  readonly action: ActionStore;
  /** Creates a team and opens it. Resolves true when created. */
  create(name: string): Promise<boolean>;
  open(teamId: string | null): void;
  editName(): void;
};

/** The teams section of account settings: the user's teams, creating one, and which one is open. */
export function createTeamsSection(env: FlowEnv, user: CurrentUser): TeamsSectionStore {
  const $openId = atom<string | null>(null);
  const $nameError = atom<UiStringKey | null>(null);
  const action = createAction(env);
  return {
    $teams: userTeams(env.app),
    $openId,
    $nameError,
    action,
    async create(entered) {
      const name = entered.trim();
      $nameError.set(name === '' ? 'teams.nameRequired' : null);
      if (name === '') return false;
      return action.run(async () => $openId.set((await user.createTeam({ displayName: name })).id));
    },
    open: (teamId) => $openId.set(teamId),
    editName: () => $nameError.set(null),
  };
}
