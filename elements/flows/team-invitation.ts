import { map, type ReadableAtom } from 'nanostores';
import type { CurrentUser } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import { codeOf } from './link-code';

type TeamInvitationState = {
  status: 'loading' | 'signed-out' | 'invited' | 'joined' | 'declined' | 'failed';
  /** The team's name, once the code was read. */
  teamName: string;
  failure: Failure | null;
  /** A clearer sentence than the failure's (a link without a code). */
  reason: UiStringKey | null;
};

export type TeamInvitationStore = {
  readonly $state: ReadableAtom<TeamInvitationState>;
  readonly action: ActionStore;
  /** Reads the link's code: the team's name for a signed-in visitor, the way to sign in for anyone else. Once. */
  load(): Promise<void>;
  accept(): Promise<boolean>;
  decline(): void;
  /** Signed out: to sign-in (or sign-up), coming back to this page with its code afterwards. */
  signIn(): Promise<boolean>;
  signUp(): Promise<boolean>;
  /** After joining or declining: on to the after-sign-in page. */
  goOn(): Promise<boolean>;
};

/**
 * The team-invitation page a mailed invitation opens (`?code=`): a signed-in visitor sees the team's name and joins
 * or declines; a signed-out one signs in or signs up first and comes back here (core adds `after_auth_return_to`).
 * Joining reloads the user, so every element of the page shows the new team.
 */
export function createTeamInvitation(env: FlowEnv, href: string): TeamInvitationStore {
  const $state = map<TeamInvitationState>({ status: 'loading', teamName: '', failure: null, reason: null });
  const failure = createFailure(env);
  const action = createAction(env);
  const code = codeOf(href);
  let started = false;
  let user: CurrentUser | null = null;
  const fail = async (error: unknown) => $state.set({ ...$state.get(), status: 'failed', failure: await failure.report(error), reason: null });

  return {
    $state,
    action,
    async load() {
      if (started) return;
      started = true;
      if (!code) return $state.set({ ...$state.get(), status: 'failed', reason: 'invitation.missingCode' });
      try {
        user = await env.app.getUser();
        if (!user) return $state.setKey('status', 'signed-out');
        const details = await user.getTeamInvitationDetails(code);
        if (details.status === 'error') return await fail(details.error);
        $state.set({ ...$state.get(), status: 'invited', teamName: details.data.teamDisplayName });
      } catch (error) {
        await fail(error);
      }
    },
    accept: () =>
      action.run(async () => {
        const result = await (user ?? (await env.app.getUser({ or: 'throw' }))).acceptTeamInvitation(code);
        if (result.status === 'error') throw result.error;
        $state.setKey('status', 'joined');
      }),
    decline: () => $state.setKey('status', 'declined'),
    signIn: () => action.run(() => env.app.redirectToSignIn(), { asElement: true }),
    signUp: () => action.run(() => env.app.redirectToSignUp(), { asElement: true }),
    goOn: () => action.run(() => env.app.redirectToAfterSignIn(), { asElement: true }),
  };
}
