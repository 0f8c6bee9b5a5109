/**
 * Why a request never got an answer: the browser says it is offline, the server could not be reached, or the request
 * was stopped (its signal, or `stopWaiting()`) while it waited for a server that did not answer.
 *
 * @example
 * ```ts
 * if (error instanceof LatchNetworkError && error.kind === 'offline') showOfflineBanner();
 * ```
 */
export type NetworkErrorKind = 'offline' | 'unreachable' | 'stopped';

/**
 * Thrown when a request failed at the network level on every attempt (docs/product.md §7, §8 "Network failure"). `kind`
 * tells an offline browser (`navigator.onLine === false`) from a server that cannot be reached; for the latter the
 * message names the server URL and says what the connectivity check found.
 *
 * @example
 * ```ts
 * try {
 *   await app.getUser();
 * } catch (error) {
 *   if (error instanceof LatchNetworkError && error.kind === 'offline') showOfflineBanner();
 * }
 * ```
 */
export class LatchNetworkError extends Error {
  override readonly name = 'LatchNetworkError';

  constructor(
    readonly kind: NetworkErrorKind,
    message: string,
    /** The server origin the SDK tried to reach. */
    readonly serverUrl: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
