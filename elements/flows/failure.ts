import { atom, type ReadableAtom } from 'nanostores';
import { loadErrorMessages } from '../i18n/error-messages';
import { createTranslate } from '../i18n/translate';
import { describeFailure, type Failure } from './describe-failure';
import type { FlowEnv } from './flow-env';

export type FailureStore = {
  /** The failure shown, or null. */
  readonly $failure: ReadableAtom<Failure | null>;
  /** Turns what an action threw or returned into a shown failure, reports it (`latch-error`), and returns it. */
  report(error: unknown): Promise<Failure>;
  clear(): void;
};

/**
 * The one error a flow shows. Error messages are loaded on the first failure (most visits never need them); without
 * them (their chunk failed to load, e.g. offline) the failure is still shown and reported, less precisely.
 */
export function createFailure(env: FlowEnv): FailureStore {
  const $failure = atom<Failure | null>(null);
  return {
    $failure,
    async report(error) {
      const errors = await loadErrorMessages().catch(() => ({}));
      const failure = describeFailure(error, errors);
      if (failure.code === 'UNEXPECTED_ERROR') console.error('Latch:', error);
      $failure.set(failure);
      env.onFailure(failure.code, createTranslate(env.translations(), {}, errors)(failure.key, failure.values));
      return failure;
    },
    clear: () => $failure.set(null),
  };
}
