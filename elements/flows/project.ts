import { onMount, type ReadableAtom } from 'nanostores';
import type { ClientProject } from '../../core';
import type { Failure } from './describe-failure';
import { createFailure } from './failure';
import type { FlowEnv } from './flow-env';

/**
 * The project's public settings (which sign-in methods to offer), loaded while someone listens. If they cannot be
 * loaded (after core's retries: offline, or the server unreachable), the failure, so a form never waits forever in
 * silence.
 */
export function createProjectLoad(env: FlowEnv): { $project: ReadableAtom<ClientProject | undefined>; $failure: ReadableAtom<Failure | null> } {
  const failure = createFailure(env);
  const { $project } = env.app;
  onMount(failure.$failure, () => {
    let live = true;
    if (!$project.get()) {
      env.app.getProject().catch((error: unknown) => {
        if (live) void failure.report(error);
      });
    }
    return () => {
      live = false;
    };
  });
  return { $project, $failure: failure.$failure };
}
