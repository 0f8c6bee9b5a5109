import { computed, type ReadableAtom } from 'nanostores';
import type { FlowEnv } from './flow-env';

export type ServerWaitStore = {
  /** True while a request of the page is retrying a server that does not answer (core's `$connection`). */
  readonly $notAnswering: ReadableAtom<boolean>;
  /** Stops those requests: the actions waiting on them fail with the 'stopped' failure and their forms are idle again. */
  stop(): void;
};

/**
 * What a busy form shows while the server does not answer: core retries for about half a minute (the reference
 * client's policy), so the person is told within a few seconds that it keeps trying, and may stop it (issue 20).
 */
export function createServerWait(env: FlowEnv): ServerWaitStore {
  return {
    $notAnswering: computed(env.app.$connection, (status) => status === 'not-answering'),
    stop: () => env.app.stopWaiting(),
  };
}
