import { map, type ReadableAtom } from 'nanostores';
import type { CliAuthConfirmation } from '../../core';
import type { UiStringKey } from '../i18n/en';
import { createAction, type ActionStore } from './action';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';
import { codeOf } from './link-code';

type CliAuthConfirmState = {
  status: 'loading' | 'signed-out' | 'asking' | 'allowed' | 'denied' | 'failed';
  /** The project's name, shown so the person knows what the tool asks for. */
  projectName: string;
  /** Who is signed in (e-mail, else name), once known. */
  userLabel: string;
  failure: Failure | null;
  /** A clearer sentence than the failure's (no code, an expired or used link). */
  reason: UiStringKey | null;
};

export type CliAuthConfirmStore = {
  readonly $state: ReadableAtom<CliAuthConfirmState>;
  readonly action: ActionStore;
  /** Reads the link: who is signed in, and is the code still usable. Once. */
  load(): Promise<void>;
  /** Confirms: the waiting tool receives a session of its own for this user. */
  allow(): Promise<boolean>;
  /** Refuses: the login ends, and the waiting tool stops. */
  deny(): Promise<boolean>;
  /** Signed out: to sign-in (or sign-up), coming back to this page with its code afterwards. */
  signIn(): Promise<boolean>;
  signUp(): Promise<boolean>;
};

/** The `login_code` query parameter of the page, or '' when it has none. */
export const loginCodeOf = (href: string): string => codeOf(href, 'login_code');

/**
 * The cli-auth-confirm page a command-line login opens (`?login_code=`, docs/wire.md §4 "CLI login"): a signed-in person
 * sees that a command-line tool asks to sign in to the project and allows or denies it; a signed-out one signs in
 * (or up) first and comes back here (core adds `after_auth_return_to`). An expired or used link says so.
 */
export function createCliAuthConfirm(env: FlowEnv, href: string): CliAuthConfirmStore {
  const $state = map<CliAuthConfirmState>({ status: 'loading', projectName: '', userLabel: '', failure: null, reason: null });
  const failure = createFailure(env);
  const action = createAction(env);
  const code = loginCodeOf(href);
  let started = false;
  let confirmation: CliAuthConfirmation | null = null;

  const fail = async (error: unknown) => $state.set({ ...$state.get(), status: 'failed', failure: await failure.report(error), reason: null });
  /** A refusal of the code itself (the server's 400 text) reads as "expired or used"; anything else as its failure. */
  const refused = async (error: { code: string }) => {
    if (error.code === 'CLI_AUTH_ERROR') return $state.set({ ...$state.get(), status: 'failed', failure: null, reason: 'cliAuth.invalid' });
    return fail(error);
  };
  const settle = async (run: (actions: CliAuthConfirmation) => Promise<{ status: 'ok' } | { status: 'error'; error: { code: string } }>, then: 'allowed' | 'denied') => {
    const result = await run(confirmation ?? (await (await env.app.getUser({ or: 'throw' })).cliAuthConfirmation(code)));
    if (result.status === 'error') return refused(result.error);
    $state.setKey('status', then);
  };

  return {
    $state,
    action,
    async load() {
      if (started) return;
      started = true;
      if (!code) return $state.set({ ...$state.get(), status: 'failed', reason: 'cliAuth.missingCode' });
      try {
        const [project, user] = await Promise.all([env.app.getProject(), env.app.getUser()]);
        $state.setKey('projectName', project.displayName);
        if (!user) return $state.setKey('status', 'signed-out');
        confirmation = await user.cliAuthConfirmation(code);
        const check = await confirmation.check();
        if (check.status === 'error') return await refused(check.error);
        $state.set({ ...$state.get(), status: 'asking', userLabel: user.primaryEmail ?? user.displayName ?? user.id });
      } catch (error) {
        await fail(error);
      }
    },
    allow: () => action.run(() => settle((actions) => actions.confirm(), 'allowed')),
    deny: () => action.run(() => settle((actions) => actions.deny(), 'denied')),
    signIn: () => action.run(() => env.app.redirectToSignIn(), { asElement: true }),
    signUp: () => action.run(() => env.app.redirectToSignUp(), { asElement: true }),
  };
}
