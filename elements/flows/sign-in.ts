import { atom, computed, type ReadableAtom } from 'nanostores';
import { authStep } from './auth-step';
import type { Failure } from './describe-failure';
import type { FlowEnv } from './flow-env';
import { createProjectLoad } from './project';
import { enabledMethods, type SignInMethod } from './sign-in-methods';

export type SignInStep = 'sign-in' | 'signed-in' | 'no-method' | null;

export type SignInFlow = {
  readonly $project: ReturnType<typeof createProjectLoad>['$project'];
  /** Why the project could not be loaded, if it could not. */
  readonly $loadFailure: ReadableAtom<Failure | null>;
  /** The card shown: loading (null), the methods, signed in, or "no method". */
  readonly $step: ReadableAtom<SignInStep>;
  /** The methods shown, in order: the enabled ones among those with a panel. */
  readonly $methods: ReadableAtom<SignInMethod[]>;
  /** A method panel holds the form while its submit runs (the session atoms change on the way). */
  hold(method: SignInMethod, held: boolean): void;
  /** The methods holding the form now: the one running when the session arrives is the one that signed in. */
  readonly $held: ReadableAtom<readonly SignInMethod[]>;
  readonly afterSignInUrl: string | undefined;
  readonly noRedirect: boolean;
};

/** `<auth-sign-in>`: which card, and which method panels, for this project and session. */
export function createSignInFlow(
  env: FlowEnv,
  options: { available: readonly SignInMethod[]; afterSignInUrl?: string | undefined; noRedirect?: boolean },
): SignInFlow {
  const project = createProjectLoad(env);
  const $held = atom<readonly SignInMethod[]>([]);
  const $methods = computed(project.$project, (value) => (value ? enabledMethods(value.config, options.available) : []));
  const $step = computed([project.$project, env.app.$user, $held, $methods], (value, user, held, methods) =>
    authStep(value, user, held.length > 0, 'sign-in', () => (methods.length > 0 ? 'sign-in' : null)),
  );
  return {
    $project: project.$project,
    $loadFailure: project.$failure,
    $step,
    $methods,
    $held,
    hold(method, held) {
      const others = $held.get().filter((m) => m !== method);
      $held.set(held ? [...others, method] : others);
    },
    afterSignInUrl: options.afterSignInUrl,
    noRedirect: options.noRedirect ?? false,
  };
}
