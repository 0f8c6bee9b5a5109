import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ClientProject } from '../../core';
import { useElement } from '../element-context';
import { useFailure } from './use-failure';

/**
 * The project's public settings (which sign-in methods to offer). If they cannot be loaded (after core's retries:
 * offline, or the server unreachable), the failure's message, so a form never waits forever in silence.
 */
export function useProject(): { project: ClientProject | undefined; failureMessage: string } {
  const { runtime } = useElement();
  const project = useStore(runtime.app.$project);
  const { report, message } = useFailure();
  useEffect(() => {
    if (project) return;
    let live = true;
    runtime.app.getProject().catch((error: unknown) => {
      if (live) void report(error);
    });
    return () => {
      live = false;
    };
  }, [project, runtime, report]);
  return { project, failureMessage: project ? '' : message };
}
