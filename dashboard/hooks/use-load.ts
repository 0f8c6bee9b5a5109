import { useCallback, useEffect, useRef, useState } from 'react';
import { plainError } from '../errors/plain-error';

/** What a screen shows while it loads data: the value, or the failure's message, and a way to load again. */
export type Loaded<T> = { value: T | undefined; error: string | null; loading: boolean; reload(): void };

/**
 * Loads `load()` when `deps` change and on `reload()`; a late answer of an older load never overwrites a newer one.
 *
 * @example
 * ```tsx
 * const users = useLoad(() => admin.listUsers({ limit: 50 }), [admin]);
 * ```
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ value: T | undefined; error: string | null; loading: boolean }>({ value: undefined, error: null, loading: true });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what load depends on
  const run = useCallback(load, deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the reload signal: a new round runs the same load again
  useEffect(() => {
    const id = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    run().then(
      (value) => {
        if (id === latest.current) setState({ value, error: null, loading: false });
      },
      async (error: unknown) => {
        const { message } = await plainError(error);
        if (id === latest.current) setState((previous) => ({ ...previous, error: message, loading: false }));
      },
    );
  }, [run, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}
