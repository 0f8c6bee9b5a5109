import { atom, type ReadableAtom } from 'nanostores';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';

export type ActionStore = {
  readonly $busy: ReadableAtom<boolean>;
  readonly $failure: ReadableAtom<Failure | null>;
  /**
   * Runs `action` unless one is already running; a failure is shown and reported. Resolves true when it succeeded.
   * With `asElement`, it runs through the env's `act`, so the session events and redirects it causes come from the element.
   */
  run(action: () => Promise<unknown>, options?: { asElement?: boolean }): Promise<boolean>;
  clear(): void;
};

/** A button's flow (continue, sign out, save, revoke …): busy while its action runs, then the failure if any. */
export function createAction(env: FlowEnv): ActionStore {
  const $busy = atom(false);
  const failure = createFailure(env);
  return {
    $busy,
    $failure: failure.$failure,
    async run(action, { asElement = false } = {}) {
      if ($busy.get()) return false;
      $busy.set(true);
      failure.clear();
      try {
        await (asElement ? env.act(action) : action());
        return true;
      } catch (error) {
        await failure.report(error);
        return false;
      } finally {
        $busy.set(false);
      }
    },
    clear: failure.clear,
  };
}
