import type { FetchLike } from './fetch-like';
import { LatchNetworkError } from './network-error';

/**
 * What the connectivity check found: the server's health route answered, or why it did not.
 *
 * @example
 * ```ts
 * const health: HealthCheck = { reachable: false, reason: 'fetch failed' };
 * ```
 */
export type HealthCheck = { reachable: true } | { reachable: false; reason: string };

/**
 * Tries `${baseUrl}/health` once, without retries (the connectivity diagnostic of docs/product.md §8 "Network failure").
 *
 * @example
 * ```ts
 * const health = await checkServerHealth(fetch, 'https://auth.example.com');
 * ```
 */
export async function checkServerHealth(fetchFn: FetchLike, baseUrl: string): Promise<HealthCheck> {
  try {
    const response = await fetchFn(`${baseUrl}/health`, { credentials: 'omit', cache: 'no-store' });
    if (response.ok) return { reachable: true };
    return { reachable: false, reason: `it answered ${response.status} ${(await response.text()).slice(0, 200)}` };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * True when the browser reports being offline. Node has no such signal (`navigator.onLine` is undefined there).
 *
 * @example
 * ```ts
 * if (isOffline()) throw offlineError(cause);
 * ```
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && (navigator as { onLine?: boolean }).onLine === false;
}

/**
 * The error for a request that never got an answer: 'offline' when the browser says so, else 'unreachable' with a
 * message naming the server and what its health check found.
 *
 * @example
 * ```ts
 * throw networkFailureError(baseUrl, cause, isOffline() ? null : await checkServerHealth(fetch, baseUrl));
 * ```
 */
export function networkFailureError(baseUrl: string, cause: unknown, health: HealthCheck | null): LatchNetworkError {
  if (health === null) {
    return new LatchNetworkError('offline', 'You appear to be offline. Check your internet connection and try again.', baseUrl, { cause });
  }
  const detail = health.reachable
    ? 'Its health check answers, so this request was blocked on the way (a proxy, a browser extension, or a Content-Security-Policy connect-src rule may be the cause).'
    : `Its health check failed too (${health.reason}); check that the server is running and that this URL is right.`;
  return new LatchNetworkError('unreachable', `Cannot reach the authentication server at ${baseUrl}. ${detail}`, baseUrl, { cause });
}

/**
 * The error of a request stopped before the server answered (its signal aborted, or `stopWaiting()`).
 *
 * @example
 * ```ts
 * if (signal.aborted) throw stoppedError(baseUrl, signal.reason);
 * ```
 */
export function stoppedError(baseUrl: string, cause: unknown): LatchNetworkError {
  return new LatchNetworkError('stopped', `The request to ${baseUrl} was stopped before the server answered.`, baseUrl, { cause });
}
