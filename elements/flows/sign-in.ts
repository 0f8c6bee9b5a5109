import { atom, computed, type ReadableAtom } from 'nanostores';
import type { KnownError } from '../../core';
import { authStep } from './auth-step';
import type { Failure } from './describe-failure';
import type { FlowEnv } from './flow-env';
import { createProjectLoad } from './project';
import { shownMethods, type SignInMethod } from '../sign-in/methods';

export type SignInStep = 'sign-in' | 'mfa' | 'signed-in' | 'verify-email' | 'no-method' | null;

export type SignInFlow = {
  readonly $project: ReturnType<typeof createProjectLoad>['$project'];
  /** Why the project could not be loaded, if it could not. */
  readonly $loadFailure: ReadableAtom<Failure | null>;
  /** The card shown: loading (null), the methods, signed in, or "no method". */
  readonly $step: ReadableAtom<SignInStep>;
  /** The methods shown, in order: those of elements/sign-in/methods.ts this project and page get. */
  readonly $methods: ReadableAtom<SignInMethod[]>;
  /** A method panel (or the code step, 'mfa') holds the form while its submit runs (the session atoms change on the way). */
  hold(method: SignInMethod | 'mfa', held: boolean): void;
  /** The methods holding the form now: the one running when the session arrives is the one that signed in. */
  readonly $held: ReadableAtom<readonly (SignInMethod | 'mfa')[]>;
  /**
   * The attempt code of a sign-in of this card stopped at its second factor (docs/wire.md §4 "MFA"), while the card
   * asks for the code in place (the 'mfa' step, a lazy chunk); null otherwise.
   */
  readonly $attemptCode: ReadableAtom<string | null>;
  /**
   * A method's refusal: when it is MULTI_FACTOR_AUTHENTICATION_REQUIRED, the card turns to the code step (true) and
   * the method shows nothing; any other refusal is the method's to show (false).
   */
  stopAtSecondFactor(error: Pick<KnownError, 'code' | 'details'>): boolean;
  /** Back from the code step to the methods ("Sign in again"). */
  leaveSecondFactor(): void;
  readonly afterSignInUrl: string | undefined;
  readonly noRedirect: boolean;
  /**
   * A step a panel puts between a sign-in that succeeded and the page moving on (the passkey panel's offer to create
   * one, which hides the rest of the card meanwhile), set and cleared by that panel; the other methods' flows await it
   * after signing in. It never rejects.
   */
  pause?: (() => Promise<void>) | undefined;
};

/** `<auth-sign-in>`: which card, and which method panels, for this project and session. */
export function createSignInFlow(env: FlowEnv, options: { available?: readonly SignInMethod[]; afterSignInUrl?: string | undefined; noRedirect?: boolean }): SignInFlow {
  const project = createProjectLoad(env);
  const $held = atom<readonly (SignInMethod | 'mfa')[]>([]);
  const $attemptCode = atom<string | null>(null);
  const $methods = computed(project.$project, (value) => (value ? shownMethods(value.config, options.available) : []));
  const $step = computed([project.$project, env.app.$user, $held, $methods, $attemptCode], (value, user, held, methods, attempt) =>
    authStep(value, user, held.length > 0, attempt ? 'mfa' : 'sign-in', () => (attempt ? 'mfa' : methods.length > 0 ? 'sign-in' : null)),
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
    $attemptCode,
    stopAtSecondFactor(error) {
      // Core kept the attempt code (it throws when the server gave none), so the details have it.
      const stop = error.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED';
      if (stop) $attemptCode.set(String((error.details as Record<string, unknown> | undefined)?.attempt_code));
      return stop;
    },
    leaveSecondFactor: () => $attemptCode.set(null),
    afterSignInUrl: options.afterSignInUrl,
    noRedirect: options.noRedirect ?? false,
  };
}
