import { useEffect, useRef } from 'react';

/**
 * Calls `action` every `ms` while the component is shown and the page is visible (a log that follows what happens,
 * such as webhook deliveries being retried), with the latest `action` each time.
 *
 * @example
 * ```tsx
 * useEvery(5_000, deliveries.reload);
 * ```
 */
export function useEvery(ms: number, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
}
