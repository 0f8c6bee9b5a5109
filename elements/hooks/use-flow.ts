import { useState } from 'react';
import type { FlowEnv } from '../flows/flow-env';
import { useLatch } from '../latch-context';

/**
 * A flow store for the lifetime of the component: created once from the Latch context (its env), so its state
 * survives re-renders. Options are read at creation; a screen whose options change is keyed to remount.
 */
export function useFlow<T>(create: (env: FlowEnv) => T): T {
  const env = useLatch();
  const [flow] = useState(() => create(env));
  return flow;
}
