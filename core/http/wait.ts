import { MAX_WAIT_MS } from '../../protocol/constants';

/**
 * Resolves after `ms` milliseconds, never more than MAX_WAIT_MS (the longest delay `setTimeout` honours; a larger
 * one would fire at once, docs/product.md §9), or as soon as `signal` aborts (the caller checks `signal.aborted`).
 *
 * @example
 * ```ts
 * await wait(retryDelayMs(0));
 * ```
 */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  const delay = Math.min(Math.max(0, ms), MAX_WAIT_MS);
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, delay);
    signal?.addEventListener('abort', done, { once: true });
  });
}
