import { useState } from 'react';
import { messageOf } from './use-load';

/** A button's action: busy while it runs, its failure shown until the next run. */
export type Action = { busy: boolean; error: string | null; run(action: () => Promise<unknown>): Promise<boolean> };

/**
 * Runs one action at a time and keeps its failure's message for the screen to show (role="alert").
 *
 * @example
 * ```tsx
 * const save = useAction();
 * <button disabled={save.busy} onClick={() => save.run(() => admin.updateProject(patch))}>Save</button>
 * ```
 */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    async run(action) {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        setError(messageOf(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
