import { MAX_WAIT_MS } from '../../protocol/constants';

/**
 * Resolves after `ms` milliseconds, never more than MAX_WAIT_MS (the longest delay `setTimeout` honours; a larger
 * one would fire at once, spec §9).
 *
 * @example
 * ```ts
 * await wait(retryDelayMs(0));
 * ```
 */
export function wait(ms: number): Promise<void> {
  const delay = Math.min(Math.max(0, ms), MAX_WAIT_MS);
  return new Promise((resolve) => setTimeout(resolve, delay));
}
